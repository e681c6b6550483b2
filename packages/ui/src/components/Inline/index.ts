export {
  Inline,
  inlineAlignments,
  inlineVerticalAlignments,
  type InlineAlignment,
  type InlineProps,
  type InlineVerticalAlignment,
} from './Inline';
