import { en } from './en';
import { ty } from './ty';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
}

describe("the kit's texts", () => {
  it('Tagalog has every English key and no English text left', () => {
    const english = new Map(leaves(en));
    const tagalog = new Map(leaves(ty));
    expect([...tagalog.keys()].sort()).toEqual([...english.keys()].sort());
    const untranslated = [...english].filter(([key, text]) => tagalog.get(key) === text).map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('keeps the same placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    const tagalog = new Map(leaves(ty));
    for (const [key, text] of leaves(en)) expect([key, placeholders(tagalog.get(key) ?? '')]).toEqual([key, placeholders(text)]);
  });
});
