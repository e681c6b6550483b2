import type { MappingRuleInput } from '@laikas/contract';
import { Box, Button, FormField, Muted, Panel } from '@laikas/ui';
import { useTranslation } from 'react-i18next';

const RULE_FIELDS = ['attribute', 'value', 'role', 'group'] as const;

/**
 * The provider's mapping rules: an attribute's value that gives a role or a group (one left empty is none), added and
 * removed in place.
 */
export function MappingRules({
  rules,
  onChange,
}: {
  rules: readonly MappingRuleInput[];
  onChange: (rules: MappingRuleInput[]) => void;
}) {
  const { t } = useTranslation('web');
  return (
    <Panel title={t('sso.rules')} spacing="roomy" role="group">
      <Muted small>{t('sso.rulesIntro')}</Muted>
      {rules.map((_rule, index) => (
        <Panel key={index} title={t('sso.ruleNumber', { number: index + 1 })} role="group">
          {RULE_FIELDS.map((field) => (
            <FormField
              key={field}
              name={`rules.${index}.${field}`}
              label={t(`sso.rule.${field}`)}
              emptyAsAbsent={field === 'role' || field === 'group'}
            />
          ))}
          <Box display="flex" flexWrap="wrap" gap="sm">
            <Button size="small" variant="secondary" onClick={() => onChange(rules.filter((_, at) => at !== index))}>
              {t('sso.removeRule', { number: index + 1 })}
            </Button>
          </Box>
        </Panel>
      ))}
      <Box display="flex" flexWrap="wrap" gap="sm">
        <Button size="small" variant="secondary" onClick={() => onChange([...rules, { attribute: '', value: '' }])}>
          {t('sso.addRule')}
        </Button>
      </Box>
    </Panel>
  );
}
