export { ReservationForm, type ReservationFormProps } from './ReservationForm';
