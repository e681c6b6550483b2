export {
  ReservationForm,
  type FreeRoomChoice,
  type FreeRoomsQuery,
  type ReservationFormProps,
  type ReservationPreviewResult,
} from './ReservationForm';
