import { describe, expect, it } from 'vitest';
import { EMPTY_MODAL, isModalOpen, setModalState } from './modalState';

const Form = () => null;

describe('setModalState', () => {
  it.each([
    { name: 'null', next: null },
    { name: 'undefined', next: undefined },
    { name: 'a state without component', next: { component: null, header: 'Old header', props: { id: 1 } } },
  ])('should clear the host when given $name', ({ next }) => {
    const state = setModalState(next);
    expect(state).toEqual(EMPTY_MODAL);
    expect(isModalOpen(state)).toBe(false);
  });

  it.each([
    {
      name: 'with header and props',
      next: { component: Form, header: 'Reservation', props: { id: 7 } },
      props: { id: 7 },
    },
    { name: 'without props', next: { component: Form, header: 'Reservation' }, props: {} },
  ])('should show the modal $name', ({ next, props }) => {
    const state = setModalState(next);
    expect(state).toEqual({ component: Form, header: 'Reservation', props });
    expect(isModalOpen(state)).toBe(true);
  });
});
