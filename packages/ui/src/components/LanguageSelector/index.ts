export { LanguageSelector, languageOptions, type LanguageOption, type LanguageSelectorProps } from './LanguageSelector';
export { BritishFlag, LithuanianFlag } from './flags';
