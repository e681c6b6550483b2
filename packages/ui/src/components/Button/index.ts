export {
  Button,
  buttonClass,
  buttonSizes,
  buttonVariants,
  type ButtonClassOptions,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './Button';
