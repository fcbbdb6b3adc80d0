import { type KeyboardEvent, useDeferredValue, useId, useState } from 'react';
import { useAgentT } from '../lib/i18n';
import type { SubordinateType } from '../lib/downline-picker/downline-picker-keys';
import { type Subordinate, useSubordinates } from '../lib/downline-picker/subordinate-simple';
import styles from './downline-combobox.module.css';

export type DownlineComboboxProps = {
  label: string;
  /** The chosen downline's account ('' while none is chosen). */
  value: string;
  onChange: (account: string) => void;
  error?: string;
  subordinateType?: SubordinateType;
};

const optionText = (item: Subordinate) => (item.nickname && item.nickname !== item.account ? `${item.account} (${item.nickname})` : item.account);

/**
 * The downline picker (ODSFE2_subordinateSimple): a combobox with a list that filters as the agent
 * types (W3C APG "combobox with list autocomplete"): Down/Up move through the options (Alt+Down
 * opens), Enter chooses, Escape closes (a second Escape clears), focus stays in the input and the
 * active option is aria-activedescendant. Typing forgets the choice: only a listed downline is sent.
 */
export function DownlineCombobox({ label, value, onChange, error, subordinateType = 'DIRECT' }: DownlineComboboxProps) {
  const { t } = useAgentT();
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const name = useDeferredValue(text.trim());
  const query = useSubordinates(subordinateType, name);
  const options = query.data?.list ?? [];
  const expanded = open && (options.length > 0 || query.isSuccess);
  const activeOption = expanded ? options[active] : undefined;

  function choose(item: Subordinate) {
    setText(item.account);
    setOpen(false);
    setActive(-1);
    onChange(item.account);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (!event.altKey) setActive((index) => (options.length === 0 ? -1 : (index + 1) % options.length));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((index) => (options.length === 0 ? -1 : index <= 0 ? options.length - 1 : index - 1));
        break;
      case 'Enter':
        if (expanded && activeOption) {
          event.preventDefault();
          choose(activeOption);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          event.stopPropagation();
          setText('');
          onChange('');
        }
        break;
      default:
        break;
    }
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.input}
        type="text"
        role="combobox"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          if (value) onChange('');
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={label} className={styles.list} hidden={!expanded}>
        {options.map((item, index) => (
          <li
            key={item.id}
            id={`${listId}-${item.id}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Chosen on mouse down: a click would first blur the input and close the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(item);
            }}
          >
            {optionText(item)}
          </li>
        ))}
      </ul>
      {expanded && options.length === 0 ? (
        <p role="status" className={styles.empty}>
          {t('picker.noMatch')}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
