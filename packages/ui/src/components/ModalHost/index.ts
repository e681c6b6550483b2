export {
  ModalHost,
  modalLayers,
  modalSizes,
  useModal,
  useModalDismissGuard,
  useOptionalModal,
  type DismissGuard,
  type ModalContentProps,
  type ModalController,
  type ModalHostProps,
  type ModalLayer,
  type ModalOptions,
  type ModalRequestProps,
  type ModalSize,
  type RequestedValue,
} from './ModalHost';
export { installModalBack } from './modalHistory';
export { EMPTY_MODAL, isModalOpen, setModalState, type ModalState } from './modalState';
