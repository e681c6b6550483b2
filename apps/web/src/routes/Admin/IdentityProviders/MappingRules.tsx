import type { MappingRuleInput } from '@laikas/contract';
import { Box, Button, Field, invalidProps, Panel, TextInput, Muted } from '@laikas/ui';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../data/client';
import { EMPTY_RULE } from './providerForm';

const RULE_FIELDS = ['attribute', 'value', 'role', 'group'] as const;

/** The provider's mapping rules: an attribute's value that gives a role or a group, added and removed in place. */
export function MappingRules({
  rules,
  setRules,
  errors,
}: {
  rules: MappingRuleInput[];
  setRules: Dispatch<SetStateAction<MappingRuleInput[]>>;
  errors: FieldErrors;
}) {
  const { t } = useTranslation('web');
  const changeRule = (index: number, values: Partial<MappingRuleInput>) =>
    setRules((previous) => previous.map((rule, at) => (at === index ? { ...rule, ...values } : rule)));
  return (
    <Panel title={t('sso.rules')} spacing="roomy" role="group">
      <Muted small>{t('sso.rulesIntro')}</Muted>
      {rules.map((rule, index) => (
        <Panel key={index} title={t('sso.ruleNumber', { number: index + 1 })} role="group">
          {RULE_FIELDS.map((field) => {
            const id = `idp-rule-${index}-${field}`;
            const fieldErrors = errors[`rules.${index}.${field}`];
            return (
              <Field key={field} id={id} label={t(`sso.rule.${field}`)} errors={fieldErrors}>
                <TextInput
                  id={id}
                  value={rule[field] ?? ''}
                  onChange={(event) => changeRule(index, { [field]: event.target.value })}
                  {...invalidProps(id, fieldErrors)}
                />
              </Field>
            );
          })}
          <Box display="flex" flexWrap="wrap" gap="sm">
            <Button
              size="small"
              variant="secondary"
              onClick={() => setRules((previous) => previous.filter((_, at) => at !== index))}
            >
              {t('sso.removeRule', { number: index + 1 })}
            </Button>
          </Box>
        </Panel>
      ))}
      <Box display="flex" flexWrap="wrap" gap="sm">
        <Button size="small" variant="secondary" onClick={() => setRules((previous) => [...previous, EMPTY_RULE])}>
          {t('sso.addRule')}
        </Button>
      </Box>
    </Panel>
  );
}
