/** Palettes for generated covers: warm, saturated pairs that read well on small screens. */
const PALETTES: [string, string, string][] = [
  ['#ff6b35', '#7b2cbf', '#ffd166'],
  ['#06d6a0', '#118ab2', '#ffd166'],
  ['#ef476f', '#3a0ca3', '#f7b801'],
  ['#f77f00', '#d62828', '#fcbf49'],
  ['#4cc9f0', '#4361ee', '#f72585'],
  ['#80b918', '#007f5f', '#ffba08'],
];

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** A deterministic pseudo-random sequence so the same seed always draws the same cover. */
function sequence(seed: number) {
  let x = seed || 1;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

/** Draws a 1200×675 SVG cover (a few kilobytes) with the title, for demo events and albums. */
export function drawCover(opts: { title: string; subtitle: string; seed: number }): string {
  const [a, b, accent] = PALETTES[opts.seed % PALETTES.length]!;
  const rand = sequence(opts.seed * 7919);
  const circles = Array.from({ length: 6 }, () => {
    const r = 60 + Math.round(rand() * 220);
    return `<circle cx="${Math.round(rand() * 1200)}" cy="${Math.round(rand() * 675)}" r="${r}" fill="${accent}" opacity="${(0.08 + rand() * 0.2).toFixed(2)}"/>`;
  }).join('');
  const bars = Array.from({ length: 24 }, (_, i) => {
    const h = 20 + Math.round(rand() * 120);
    return `<rect x="${60 + i * 18}" y="${600 - h}" width="10" height="${h}" rx="5" fill="#fff" opacity="0.35"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="1200" height="675" fill="url(#g)"/>${circles}${bars}
<text x="60" y="300" font-family="system-ui,Segoe UI,Roboto,sans-serif" font-size="84" font-weight="800" fill="#fff">${escapeXml(opts.title)}</text>
<text x="64" y="370" font-family="system-ui,Segoe UI,Roboto,sans-serif" font-size="40" fill="#fff" opacity="0.9">${escapeXml(opts.subtitle)}</text>
</svg>`;
}
