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

/** Splits a title into at most three lines of about `width` characters, for square covers. */
function wrap(title: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

/** Draws a 600×600 SVG album cover (about 2 KB): gradient, rings, sound bars, title and artist. */
export function drawSquareCover(opts: { title: string; subtitle: string; seed: number }): string {
  const [a, b, accent] = PALETTES[opts.seed % PALETTES.length]!;
  const rand = sequence(opts.seed * 104729);
  const rings = Array.from({ length: 4 }, (_, i) => {
    const r = 90 + i * 55 + Math.round(rand() * 20);
    return `<circle cx="${420 + Math.round(rand() * 80)}" cy="${170 + Math.round(rand() * 60)}" r="${r}" fill="none" stroke="${accent}" stroke-width="${6 + Math.round(rand() * 10)}" opacity="${(0.15 + rand() * 0.25).toFixed(2)}"/>`;
  }).join('');
  const bars = Array.from({ length: 16 }, (_, i) => {
    const h = 12 + Math.round(rand() * 70);
    return `<rect x="${40 + i * 14}" y="${560 - h}" width="8" height="${h}" rx="4" fill="#fff" opacity="0.4"/>`;
  }).join('');
  const lines = wrap(opts.title, 14);
  const top = 330 - (lines.length - 1) * 58;
  const title = lines
    .map(
      (line, i) =>
        `<text x="40" y="${top + i * 58}" font-family="system-ui,Segoe UI,Roboto,sans-serif" font-size="52" font-weight="800" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#g)"/>${rings}${bars}${title}
<text x="42" y="${top + lines.length * 58 - 8}" font-family="system-ui,Segoe UI,Roboto,sans-serif" font-size="28" fill="#fff" opacity="0.9">${escapeXml(opts.subtitle)}</text>
</svg>`;
}

/** Draws a 600×600 SVG artist portrait placeholder (under 1 KB): initials on a gradient disc. */
export function drawPortrait(opts: { name: string; seed: number }): string {
  const [a, b, accent] = PALETTES[opts.seed % PALETTES.length]!;
  const initials = opts.name
    .split(/\s+/)
    .filter((w) => /^\p{Lu}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#g)"/><circle cx="300" cy="300" r="210" fill="${accent}" opacity="0.3"/>
<text x="300" y="300" text-anchor="middle" dominant-baseline="central" font-family="system-ui,Segoe UI,Roboto,sans-serif" font-size="190" font-weight="800" fill="#fff">${escapeXml(initials)}</text>
</svg>`;
}
