import type { ComponentType } from 'react';
import { type Language, useUiTranslation } from '../../i18n';
import { DropdownMenu } from '../DropdownMenu';
import { BritishFlag, LithuanianFlag } from './flags';
import * as styles from './LanguageSelector.css';

export interface LanguageOption {
  code: Language;
  /** The language's own name (an endonym), shown the same in every interface language. */
  name: string;
  flag: ComponentType<{ label?: string; className?: string }>;
}

/** The languages of Laikas: English and Lithuanian (shown as Lietuvių). */
export const languageOptions: readonly LanguageOption[] = [
  { code: 'en', name: 'English', flag: BritishFlag },
  { code: 'lt', name: 'Lietuvių', flag: LithuanianFlag },
];

export interface LanguageSelectorProps {
  /** The active language. */
  value: Language;
  /** Called with a language other than the active one; picking the active one only closes the menu. */
  onChange: (language: Language) => void;
  languages?: readonly LanguageOption[];
}

/** A menu of languages, each with its flag, code and name. */
export function LanguageSelector({ value, onChange, languages = languageOptions }: LanguageSelectorProps) {
  const { t } = useUiTranslation();
  const active = languages.find((language) => language.code === value) ?? languages[0];
  const ActiveFlag = active?.flag;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('language.label', { code: value.toUpperCase(), name: active?.name ?? value })}
      >
        {ActiveFlag ? <ActiveFlag className={styles.flag} /> : null}
        <span className={styles.code}>{value.toUpperCase()}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.RadioGroup
          value={value}
          onValueChange={(next) => {
            if (next !== value) {
              onChange(next as Language);
            }
          }}
        >
          {languages.map(({ code, name, flag: Flag }) => (
            <DropdownMenu.RadioItem key={code} value={code} lang={code}>
              <Flag className={styles.flag} label={t(`language.flag.${code}`)} />
              <span className={styles.name}>{name}</span>
              <span className={styles.itemCode}>{code.toUpperCase()}</span>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
