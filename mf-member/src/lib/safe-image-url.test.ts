import * as v from 'valibot';
import { setTestRuntimeConfig } from '@gp/kernel/testing';
import { safeImageListSchema, safeImageUrl, safeImageUrlSchema } from './safe-image-url';

beforeAll(() => setTestRuntimeConfig({ localOrigins: ['http://localhost:3100'] }));

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const JPEG = 'data:image/jpeg;base64,/9j/4AAQ';

describe('safeImageUrl', () => {
  it('passes https and http on a local origin, as safeUrl does', () => {
    expect(safeImageUrl('https://cdn.example/reward.png')).toBe('https://cdn.example/reward.png');
    expect(safeImageUrl('http://localhost:3100/assets/rewards/1.svg')).toBe('http://localhost:3100/assets/rewards/1.svg');
    expect(safeImageUrl('http://cdn.example/reward.png')).toBeNull();
  });

  it.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'data:image/svg+xml;base64,PHN2Zz4=', 'https://a@evil.example/x.png', 'vbscript:x', ''])(
    'refuses %j',
    (url) => {
      expect(safeImageUrl(url, { data: true })).toBeNull();
    },
  );

  it('passes png and jpeg data URLs only where the call may send them back', () => {
    expect(safeImageUrl(PNG, { data: true })).toBe(PNG);
    expect(safeImageUrl(JPEG, { data: true })).toBe(JPEG);
    expect(safeImageUrl(PNG)).toBeNull();
    expect(safeImageUrl(`${PNG}"><script>`, { data: true })).toBeNull();
  });

  it('schemas keep what passes and leave out the rest', () => {
    expect(v.parse(safeImageUrlSchema, 'javascript:alert(1)')).toBeNull();
    expect(v.parse(safeImageUrlSchema, undefined)).toBeNull();
    expect(v.parse(safeImageUrlSchema, 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(v.parse(safeImageListSchema, [PNG, 'javascript:x', 'https://cdn.example/b.jpg', 'data:image/gif;base64,R0lG'])).toEqual([PNG, 'https://cdn.example/b.jpg']);
    expect(v.parse(safeImageListSchema, null)).toEqual([]);
  });
});
