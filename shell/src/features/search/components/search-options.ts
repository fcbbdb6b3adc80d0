import type { GameType } from '@gp/kernel';
import type { SearchEntry } from '../engine/catalogue-entries';

/** One option of the listbox: a recent search (puts its text back) or a category, vendor or game. */
export type Option =
  | { kind: 'query'; key: string; text: string }
  | { kind: 'entry'; key: string; entry: SearchEntry };

/** A group of options under its title (recent searches, providers, the games of one category…). */
export type Group = { key: string; title: string; icon?: GameType; options: Option[] };
