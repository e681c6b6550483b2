export {
  ReservationForm,
  type FreeRoomChoice,
  type FreeRoomsQuery,
  type ReservationFormProps,
  type ReservationPreviewResult,
} from './ReservationForm';
export type { ReservationClosure } from '../../model/availability';
