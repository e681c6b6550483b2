/*
 * The pieces the screens repeat, above @laikas/ui's: an admin list's query, an id from the address, a record loading, a
 * button-link, a Delete that asks and the deletion it confirms, a form page and a form that save, a row's switch and
 * delete, a row's Remove. Written for the admin screens first; the person's own settings use them too.
 */
export { DeleteButton, RemoveButton, SwitchAndDelete, useDeleteRecord } from './deleting';
export { ButtonLink, nameColumn, useAdminListQuery } from './lists';
export { HOUR_OPTIONS, LANGUAGE_OPTIONS } from './options';
export { Loading, useIdParam } from './records';
export { SaveForm, type SaveFormProps } from './SaveForm';
export { SaveFormPage, type SaveFormPageProps } from './SaveFormPage';
export { Section } from './Section';
