import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import * as styles from './DropdownMenu.css';

/* -------------------------------------------------------------------------------------------------
 * DropdownMenuRoot: holds the open state (controlled with `open`/`onOpenChange` or uncontrolled).
 * -----------------------------------------------------------------------------------------------*/
export type DropdownMenuRootProps = ComponentPropsWithoutRef<typeof RadixMenu.Root>;
/**
 * Non-modal by default: header menus need neither a scroll lock nor hiding the page from
 * assistive technology (which also left the page's focusable elements under `aria-hidden`).
 * Focus still stays in the open menu, since menus ignore Tab, and returns to the trigger.
 */
export function DropdownMenuRoot({ modal = false, ...props }: DropdownMenuRootProps) {
  return <RadixMenu.Root modal={modal} {...props} />;
}

/* -------------------------------------------------------------------------------------------------
 * DropdownMenuTrigger: the button that opens the menu; styled unless `asChild` passes a custom one.
 * -----------------------------------------------------------------------------------------------*/
export type DropdownMenuTriggerProps = ComponentPropsWithoutRef<typeof RadixMenu.Trigger>;
export const DropdownMenuTrigger = forwardRef<ElementRef<typeof RadixMenu.Trigger>, DropdownMenuTriggerProps>(
  function DropdownMenuTrigger({ className, asChild, ...props }, ref) {
    return (
      <RadixMenu.Trigger
        ref={ref}
        asChild={asChild}
        className={clsx(!asChild && styles.trigger, className)}
        {...props}
      />
    );
  },
);

/* -------------------------------------------------------------------------------------------------
 * DropdownMenuContent: the portalled list of items, 6 px from its trigger, aligned to its end.
 * -----------------------------------------------------------------------------------------------*/
export type DropdownMenuContentProps = ComponentPropsWithoutRef<typeof RadixMenu.Content> & {
  /**
   * The name of a landmark region the portalled content sits in. The content is moved to the end of the body, out of
   * every landmark of the page; a menu with text besides its items (a heading, a message) names its region so that
   * screen-reader users can find it by landmarks (WCAG 1.3.1; axe's `region` rule).
   */
  regionLabel?: string;
};
export const DropdownMenuContent = forwardRef<ElementRef<typeof RadixMenu.Content>, DropdownMenuContentProps>(
  function DropdownMenuContent(
    { className, sideOffset = 6, align = 'end', collisionPadding = 8, regionLabel, ...props },
    ref,
  ) {
    const content = (
      <RadixMenu.Content
        ref={ref}
        sideOffset={sideOffset}
        align={align}
        collisionPadding={collisionPadding}
        className={clsx(styles.content, className)}
        {...props}
      />
    );
    return (
      <RadixMenu.Portal>
        {regionLabel ? (
          <div role="region" aria-label={regionLabel}>
            {content}
          </div>
        ) : (
          content
        )}
      </RadixMenu.Portal>
    );
  },
);

/* -------------------------------------------------------------------------------------------------
 * DropdownMenuItem: one action; `onSelect` runs it and closes the menu. Use `asChild` for links.
 * -----------------------------------------------------------------------------------------------*/
export type DropdownMenuItemProps = ComponentPropsWithoutRef<typeof RadixMenu.Item>;
export const DropdownMenuItem = forwardRef<ElementRef<typeof RadixMenu.Item>, DropdownMenuItemProps>(
  function DropdownMenuItem({ className, ...props }, ref) {
    return <RadixMenu.Item ref={ref} className={clsx(styles.item, className)} {...props} />;
  },
);

/* -------------------------------------------------------------------------------------------------
 * DropdownMenuRadioGroup / DropdownMenuRadioItem: one choice out of several, the chosen one marked.
 * -----------------------------------------------------------------------------------------------*/
export type DropdownMenuRadioGroupProps = ComponentPropsWithoutRef<typeof RadixMenu.RadioGroup>;
export const DropdownMenuRadioGroup = RadixMenu.RadioGroup;

export type DropdownMenuRadioItemProps = ComponentPropsWithoutRef<typeof RadixMenu.RadioItem>;
export const DropdownMenuRadioItem = forwardRef<ElementRef<typeof RadixMenu.RadioItem>, DropdownMenuRadioItemProps>(
  function DropdownMenuRadioItem({ className, children, ...props }, ref) {
    return (
      <RadixMenu.RadioItem ref={ref} className={clsx(styles.item, className)} {...props}>
        <span className={styles.indicator} aria-hidden="true">
          <RadixMenu.ItemIndicator>✓</RadixMenu.ItemIndicator>
        </span>
        {children}
      </RadixMenu.RadioItem>
    );
  },
);

/* -------------------------------------------------------------------------------------------------
 * DropdownMenuLabel, DropdownMenuGroup, DropdownMenuSeparator: structure inside the content.
 * -----------------------------------------------------------------------------------------------*/
export type DropdownMenuLabelProps = ComponentPropsWithoutRef<typeof RadixMenu.Label>;
export const DropdownMenuLabel = forwardRef<ElementRef<typeof RadixMenu.Label>, DropdownMenuLabelProps>(
  function DropdownMenuLabel({ className, ...props }, ref) {
    return <RadixMenu.Label ref={ref} className={clsx(styles.label, className)} {...props} />;
  },
);

export type DropdownMenuGroupProps = ComponentPropsWithoutRef<typeof RadixMenu.Group>;
export const DropdownMenuGroup = RadixMenu.Group;

export type DropdownMenuSeparatorProps = ComponentPropsWithoutRef<typeof RadixMenu.Separator>;
export const DropdownMenuSeparator = forwardRef<ElementRef<typeof RadixMenu.Separator>, DropdownMenuSeparatorProps>(
  function DropdownMenuSeparator({ className, ...props }, ref) {
    return <RadixMenu.Separator ref={ref} className={clsx(styles.separator, className)} {...props} />;
  },
);

/** The compound menu: `DropdownMenu.Root`, `.Trigger`, `.Content`, `.Item`, `.RadioGroup`, `.RadioItem`, `.Label`, `.Group`, `.Separator`. */
export const DropdownMenu = {
  Root: DropdownMenuRoot,
  Trigger: DropdownMenuTrigger,
  Content: DropdownMenuContent,
  Item: DropdownMenuItem,
  RadioGroup: DropdownMenuRadioGroup,
  RadioItem: DropdownMenuRadioItem,
  Label: DropdownMenuLabel,
  Group: DropdownMenuGroup,
  Separator: DropdownMenuSeparator,
};
