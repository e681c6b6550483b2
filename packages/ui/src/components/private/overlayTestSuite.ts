import type { StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

export interface OverlayTestSuiteOptions {
  /**
   * The element that opens the overlay; focus must come back to it when the overlay closes. The story's context
   * gives its language (`storyT(context)`) for a trigger found by its translated name.
   */
  getTrigger: (canvasElement: HTMLElement, context: Pick<StoryContext, 'globals'>) => HTMLElement;
  /** The open overlay (dialog, menu, popover), usually portalled into `document.body`; null when closed. */
  getContent: () => HTMLElement | null;
  /** How many times to press Tab while checking that focus stays inside. */
  tabPresses?: number;
}

/**
 * The behaviour every overlay shares (Braid's `modalTestSuite`): it opens from the keyboard,
 * moves focus inside, keeps focus inside while tabbing, closes on Escape and gives focus back
 * to the element that opened it. Used as (part of) the play function of the stories of
 * ModalHost, DropdownMenu and DatePicker.
 */
export function overlayTestSuite(name: string, options: OverlayTestSuiteOptions) {
  return async ({ canvasElement, step, globals }: Pick<StoryContext, 'canvasElement' | 'step' | 'globals'>) => {
    const trigger = options.getTrigger(canvasElement, { globals });
    const content = () => {
      const element = options.getContent();
      if (!element) {
        throw new Error(`${name} is not open`);
      }
      return element;
    };

    await step(`given a closed ${name}, when opening it with Enter`, async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(options.getContent()).toBeInTheDocument());
      await waitFor(() => expect(content().contains(document.activeElement)).toBe(true));
    });

    await step('when pressing Tab, focus should stay inside', async () => {
      for (let press = 0; press < (options.tabPresses ?? 6); press += 1) {
        await userEvent.tab();
        await expect(content().contains(document.activeElement)).toBe(true);
      }
    });

    await step('when pressing Escape, it should close and give focus back to its trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(options.getContent()).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  };
}
