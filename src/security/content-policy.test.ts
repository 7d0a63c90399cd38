import { describe, expect, it } from 'vitest';
import { DIRECTIVES, HEADER_ONLY, SCRIPT_RESOURCES, headerPolicy, metaPolicy } from './content-policy';

describe('the content security policy', () => {
  it('lets no inline script or eval run, and loads nothing from another site', () => {
    expect(SCRIPT_RESOURCES).not.toContain("'unsafe-inline'");
    expect(SCRIPT_RESOURCES).not.toContain("'unsafe-eval'");
    expect(DIRECTIVES).toContain("default-src 'self'");
    expect(DIRECTIVES).toContain("object-src 'none'");
    for (const directive of DIRECTIVES) expect(directive).not.toMatch(/https?:|\*/);
  });

  it('reads the policy from a built page', () => {
    const html = `<head><meta http-equiv="content-security-policy" content="default-src &#39;self&#39;; script-src &#39;self&#39; &#39;sha256-a=&#39;;"><title>x</title>`;
    expect(metaPolicy(html)).toBe("default-src 'self'; script-src 'self' 'sha256-a=';");
    expect(metaPolicy('<head><title>x</title></head>')).toBeNull();
  });

  it('makes one header of pages whose hashes differ, with the directives only a header can carry', () => {
    const header = headerPolicy([
      "default-src 'self'; script-src 'self' 'sha256-a='; style-src 'self' 'sha256-b=';",
      "default-src 'self'; script-src 'self' 'sha256-a='; style-src 'self' 'sha256-b=' 'sha256-c=';",
    ]);
    expect(header).toBe(
      `default-src 'self'; script-src 'self' 'sha256-a='; style-src 'self' 'sha256-b=' 'sha256-c='; ${HEADER_ONLY.join('; ')}`,
    );
    expect(header).toContain("frame-ancestors 'none'");
  });
});
