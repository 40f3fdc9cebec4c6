import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM script without types
import { importsOf, violation } from './check-structure.mjs';

describe('structure rules', () => {
  it('finds static, dynamic and re-export imports', () => {
    const text = `import a from './a';\nexport { b } from "../b";\nconst c = import('./c');\nimport './d.css';`;
    expect(importsOf(text)).toEqual(['./a', '../b', './c', './d.css']);
  });

  it('lets routes use features, and features use ui and lib', () => {
    expect(violation('apps/web/src/routes/home.tsx', 'apps/web/src/features/events/queries.ts')).toBeNull();
    expect(
      violation('apps/web/src/features/events/components/card.tsx', 'apps/web/src/lib/format.ts'),
    ).toBeNull();
  });

  it('refuses imports that flow back up', () => {
    expect(violation('apps/web/src/lib/format.ts', 'apps/web/src/features/events/queries.ts')).toMatch(/lib/);
    expect(violation('apps/web/src/components/ui/button.tsx', 'apps/web/src/routes/home.tsx')).toMatch(/ui/);
    expect(violation('apps/api/src/lib/errors.ts', 'apps/api/src/features/events/events.service.ts')).toMatch(
      /lib/,
    );
  });

  it("refuses a feature reaching into another feature's internals", () => {
    expect(
      violation('apps/api/src/features/tracking/x.ts', 'apps/api/src/features/events/events.repository.ts'),
    ).toMatch(/reaches into/);
    expect(
      violation('apps/api/src/features/tracking/x.ts', 'apps/api/src/features/events/events.service.ts'),
    ).toBeNull();
    expect(violation('apps/web/src/features/auth/x.ts', 'apps/web/src/features/events/api.ts')).toMatch(
      /reaches into/,
    );
  });

  it('keeps the apps apart and the contracts independent', () => {
    expect(violation('apps/web/src/lib/x.ts', 'apps/api/src/app.ts')).toMatch(/web must not import from api/);
    expect(violation('packages/contracts/src/x.ts', 'apps/api/src/app.ts')).toMatch(/contracts/);
  });
});
