export {
  scopeActions,
  UpdateScopePrompt,
  useUpdateScopePrompt,
  type ScopeAction,
  type UpdateScopeAsker,
  type UpdateScopePromptProps,
} from './UpdateScopePrompt';
