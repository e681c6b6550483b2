import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { get, useController, useWatch, type FieldError, type FieldValues } from 'react-hook-form';
import { useUiFormTranslation, useUiTranslation } from '../../i18n';
import { Box } from '../Box';
import { Button, type ButtonVariant } from '../Button';
import { DatePicker } from '../DatePicker';
import { Checkbox, Field, FieldErrors, fieldIds, invalidProps, TextArea, TextInput } from '../Field';
import { fieldDescription, FieldHint } from '../Field/Field';
import { Page, Panel, type PageProps } from '../Page';
import { Select, type SelectOption } from '../Select';
import { decodeIssue, issueKey } from './describeIssue';
import * as styles from './Form.css';
import type { SchemaForm } from './useSchemaForm';

/** The server's 422 `errors`: messages by field (dotted path), already in the reader's language. */
export type ServerFieldErrors = Readonly<Record<string, readonly string[] | undefined>>;

interface FormContextValue {
  form: SchemaForm<FieldValues, unknown>;
  idPrefix: string;
  serverErrors: ServerFieldErrors;
  ownMessage?: (message: string) => string | undefined;
  /** The names of the form's fields, for finding which field a server error belongs to. */
  fields: ReadonlySet<string>;
  /** A field says it is drawn (and, returned, that it has gone). */
  claim: (name: string) => () => void;
}

/**
 * The field a server error at `path` shows under: the field of that name, else the nearest field holding it
 * (`slots.0.from` under `slots`); none when no field of the form holds it.
 */
function ownerOf(path: string, fields: ReadonlySet<string>): string | undefined {
  let owner: string | undefined;
  for (const name of fields) {
    if ((path === name || path.startsWith(`${name}.`)) && name.length > (owner?.length ?? -1)) {
      owner = name;
    }
  }
  return owner;
}

/** A field's id in the form: `user` and `repeater.until` give `user-repeater-until`. */
function fieldId(idPrefix: string, name: string): string {
  return `${idPrefix}-${name.replaceAll('.', '-')}`;
}

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex]';

/** What takes focus for a field: its control, else the first control inside it (a list of checkboxes). */
function focusableOf(element: Element): HTMLElement | null {
  const own = element.matches(FOCUSABLE) ? element : element.querySelector(FOCUSABLE);
  return own instanceof HTMLElement ? own : null;
}

/**
 * A field's label as its messages name it: without a note in parentheses at its end ("Reason (optional)",
 * "To (empty: the same day)", "Capacity (places)" are "Reason", "To", "Capacity"), which the label shows anyway.
 */
function fieldNameOf(label: string): string {
  const name = label.replace(/\s*\([^()]*\)\s*$/u, '').trim();
  return name === '' ? label : name;
}

const FormContext = createContext<FormContextValue | null>(null);

function useFormContext(): FormContextValue {
  const context = useContext(FormContext);
  if (!context) {
    throw new Error('FormField is used outside a Form of @laikas/ui.');
  }
  return context;
}

export interface FormProps<In extends FieldValues, Out> {
  /** The form (`useSchemaForm`). */
  form: SchemaForm<In, Out>;
  /** Called with the values the schema gave back, only when they pass it; the button is busy until it settles. */
  onSubmit: (values: Out) => Promise<unknown> | void;
  /** Starts every field's id: `user` and `name` give `user-name`. */
  idPrefix: string;
  /** The last answer's 422 errors; each field shows its own, under it. */
  serverErrors?: ServerFieldErrors;
  /** Fields of `serverErrors` that belong to the whole form (shown above the button); `body` by default. */
  formErrorFields?: readonly string[];
  /** A problem of the whole form the screen found itself. */
  formError?: ReactNode;
  /**
   * A schema message of the screen's own (a key of its catalogue, `min(1, 'admin.fillIn')`) in the reader's
   * language; `undefined` leaves it to the form's wording.
   */
  ownMessage?: (message: string) => string | undefined;
  submitLabel: ReactNode;
  /** The submit button's look; `primary` by default (`secondary` for one of several small forms in a list). */
  submitVariant?: ButtonVariant;
  /**
   * The fields and the button on one row that wraps, the button level with the inputs' foot: a small form among
   * others (an item's name and places in a resource's list of items).
   */
  inline?: boolean;
  /** Beside the button (a cancel link). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** The id of the heading that names the form. */
  'aria-labelledby'?: string;
  /** The form's name when no heading names it (one of several alike on a page: "Add a holiday to Autumn 2026"). */
  'aria-label'?: string;
}

const STACKED = { flexDirection: 'column', gap: 'lg' } as const;
const INLINE = { flexWrap: 'wrap', gap: 'sm', alignItems: 'flex-end' } as const;

/** A form checked by its schema: the fields, the form's own errors and the submit button, busy while it saves. */
export function Form<In extends FieldValues, Out>({
  form,
  onSubmit,
  idPrefix,
  serverErrors = {},
  formErrorFields = ['body'],
  formError,
  ownMessage,
  submitLabel,
  submitVariant,
  inline = false,
  actions,
  children,
  className,
  'aria-labelledby': labelledBy,
  'aria-label': ariaLabel,
}: FormProps<In, Out>) {
  const { t } = useUiFormTranslation();
  const [fields, setFields] = useState<ReadonlySet<string>>(() => new Set());
  const claim = useCallback((name: string) => {
    setFields((current) => (current.has(name) ? current : new Set([...current, name])));
    return () =>
      setFields((current) => {
        const next = new Set(current);
        next.delete(name);
        return next;
      });
  }, []);
  // The whole form's errors, then those of no field drawn here (a row of a list the screen draws itself), so that
  // every message of the answer is seen.
  const orphans = Object.keys(serverErrors).filter(
    (path) => !formErrorFields.includes(path) && ownerOf(path, fields) === undefined,
  );
  const formMessages = [...formErrorFields, ...orphans].flatMap((field) => serverErrors[field] ?? []);
  const errorsId = `${idPrefix}-form-errors`;
  const hasFormError = formMessages.length > 0 || Boolean(formError);
  const formRef = useRef<HTMLElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // The errors the form opened with (a story's, a screen drawn again) take no focus: only an answer after opening.
  const focused = useRef<ServerFieldErrors | undefined>(serverErrors);
  // A 422 answered: focus (and so the view) goes to the first field with an error in the form's order, else to the
  // alert with the form's own errors, as the schema's errors do before anything is sent.
  useEffect(() => {
    const paths = Object.keys(serverErrors).filter((path) => (serverErrors[path]?.length ?? 0) > 0);
    if (paths.length === 0 || focused.current === serverErrors || !formRef.current) {
      return;
    }
    focused.current = serverErrors;
    const owners = new Set(
      paths.filter((path) => !formErrorFields.includes(path)).map((path) => ownerOf(path, fields)),
    );
    const targets = [...owners]
      .filter((name): name is string => name !== undefined)
      .map((name) => {
        const id = fieldId(idPrefix, name);
        const element =
          formRef.current?.querySelector(`[data-field="${CSS.escape(id)}"]`) ?? document.getElementById(id);
        return element ? focusableOf(element) : null;
      })
      .filter((element): element is HTMLElement => element !== null)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    (targets[0] ?? alertRef.current)?.focus();
  }, [serverErrors, formErrorFields, fields, idPrefix]);
  return (
    <FormContext.Provider
      value={{ form: form as SchemaForm<FieldValues, unknown>, idPrefix, serverErrors, ownMessage, fields, claim }}
    >
      <Box
        ref={formRef}
        as="form"
        display="flex"
        {...(inline ? INLINE : STACKED)}
        className={className}
        noValidate
        aria-labelledby={labelledBy}
        aria-label={ariaLabel}
        aria-describedby={hasFormError ? errorsId : undefined}
        onSubmit={(event) => void form.handleSubmit(async (values) => void (await onSubmit(values)))(event)}
      >
        {children}
        {hasFormError ? (
          <div role="alert" id={errorsId} data-testid={errorsId} ref={alertRef} tabIndex={-1}>
            <strong>{t('form.errors')}</strong>
            {formError}
            <FieldErrors id={`${errorsId}-list`} messages={formMessages} />
          </div>
        ) : null}
        <Box display="flex" flexWrap="wrap" gap="sm">
          <Button type="submit" variant={submitVariant} loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
          {actions}
        </Box>
      </Box>
    </FormContext.Provider>
  );
}

/** Short fields side by side, as many as fit (a start and an end, two counts), one under another on a phone. */
export function FormRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

/** What a field's own control is given (`FormField`'s `render`). */
export interface FormControlProps {
  /** The control's id; the field's errors are named after it. */
  id: string;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  /** For focusing the control when the form finds it wrong. */
  ref: (element: HTMLElement | null) => void;
  invalid: boolean;
  /** The ids of the field's hint and errors, for the control's `aria-describedby`. */
  describedBy: string | undefined;
}

export interface FormFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'children' | 'width'
> {
  /** The value's path in the form (`email`, `repeater.until`); the server's errors under it show here. */
  name: string;
  /** The field's label, also used to name it in its messages. */
  label: string;
  hint?: ReactNode;
  /** An empty text is sent as null (an optional e-mail); other text is trimmed. A date left empty is null too. */
  emptyAsNull?: boolean;
  /**
   * A blank text is left out (undefined): an optional field, or a secret left empty so that the stored one stays.
   * Other text is sent as typed.
   */
  emptyAsAbsent?: boolean;
  /** A choice of these (a `Select`) instead of a text input. */
  options?: readonly SelectOption<string | number>[];
  /**
   * A list of checkboxes, one a choice, for a field holding the values checked (in the order of `choices`, after any
   * value it holds that is no choice, which stays).
   */
  choices?: readonly SelectOption<string>[];
  /** A text of several lines (a `TextArea`) instead of a text input. */
  multiline?: boolean;
  /** The text area's height in lines (`multiline`). */
  rows?: number;
  /** A control of its own (a picker, a list of checkboxes) instead of a text input; it draws its own label. */
  render?: (control: FormControlProps) => ReactNode;
  /**
   * `type="date"` left empty: the calendar opens on the date of this other field of the form (an "until" field opens on
   * its "from" date), else on today.
   */
  openNear?: string;
}

/**
 * Checkboxes over `choices` bound to a list of the values checked; a value that is no choice (a role the reader may
 * not grant) stays, before the choices.
 */
function checkboxesControl(choices: readonly SelectOption<string>[]) {
  return function FormCheckboxes({ id, value, onChange, invalid, describedBy }: FormControlProps) {
    const checked = value as readonly string[];
    const others = checked.filter((each) => !choices.some((choice) => choice.value === each));
    return choices.map((choice) => (
      <Checkbox
        key={choice.value}
        {...invalidProps(id, invalid ? [''] : [])}
        aria-describedby={describedBy}
        label={choice.label}
        checked={checked.includes(choice.value)}
        onCheckedChange={(on) =>
          onChange([
            ...others,
            ...choices
              .map((each) => each.value)
              .filter((each) => (each === choice.value ? on : checked.includes(each))),
          ])
        }
      />
    ));
  };
}

/**
 * `type="date"`: ui's DatePicker (the page's language, never the browser's mm/dd/yyyy) bound to a `YYYY-MM-DD` text;
 * no date is '' (null with `emptyAsNull`).
 */
function dateControl(emptyAsNull: boolean | undefined, disabled: boolean | undefined, near: unknown) {
  return function FormDate({ id, label, value, onChange, invalid, describedBy }: FormControlProps) {
    const empty = emptyAsNull ? null : '';
    return (
      <DatePicker
        id={id}
        label={label}
        value={typeof value === 'string' && value !== '' ? value : null}
        openNear={typeof near === 'string' ? near : null}
        invalid={invalid}
        // The field's hint and errors are drawn under it by FormField; they describe the control.
        aria-describedby={describedBy}
        disabled={disabled}
        onValueChange={(next) => onChange(next ?? empty)}
      />
    );
  };
}

/** A `Select` over `options` bound to the field; choosing nothing keeps the value. */
function selectControl(options: readonly SelectOption<string | number>[], disabled: boolean | undefined) {
  return function FormSelect({ id, label, value, onChange, invalid, describedBy }: FormControlProps) {
    return (
      <Select
        id={id}
        label={label}
        options={options}
        value={value as string | number | null}
        invalid={invalid}
        // The field's hint and errors are drawn under it by FormField; they describe the control.
        aria-describedby={describedBy}
        disabled={disabled}
        onValueChange={(next) => onChange(next ?? value)}
      />
    );
  };
}

/** The messages of a field: its schema's issue in the reader's language, else the server's answer. */
function useFieldMessages(name: string, label: string): string[] {
  const { t } = useUiFormTranslation();
  const { form, serverErrors, ownMessage, fields } = useFormContext();
  const error = get(form.formState.errors, name) as FieldError | undefined;
  if (error) {
    const screens = error.message ? ownMessage?.(error.message) : undefined;
    if (screens !== undefined) {
      return [screens];
    }
    // A contract schema's own message (`schema.emailInvalid`) in the server's words (form.schema of the locales).
    const own = error.message?.startsWith('schema.') ? t(`form.${error.message}`) : undefined;
    if (own && own !== `form.${error.message}`) {
      return [own];
    }
    const { key, values } = issueKey(decodeIssue(error.message, error.type), fieldNameOf(label));
    return [t(key, values)];
  }
  // Its own, and those of the paths inside it no other field holds (`slots.0.from` under `slots`).
  return Object.keys(serverErrors)
    .filter((path) => ownerOf(path, fields) === name)
    .flatMap((path) => serverErrors[path] ?? []);
}

/** A text as an optional value takes it: trimmed, and null when empty. */
function textOrNull(value: unknown): unknown {
  if (typeof value !== 'string') {
    return value;
  }
  const text = value.trim();
  return text === '' ? null : text;
}

/** A blank text as an optional value takes it: left out. */
function textOrAbsent(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** One field of a `Form`: label, control and its errors under it, from the schema or the server. */
export function FormField({
  name,
  label,
  hint,
  emptyAsNull,
  emptyAsAbsent,
  options,
  choices,
  multiline,
  rows,
  render,
  type,
  openNear,
  ...inputProps
}: FormFieldProps) {
  const { form, idPrefix, claim } = useFormContext();
  const id = fieldId(idPrefix, name);
  useLayoutEffect(() => claim(name), [claim, name]);
  // The other field a date field opens near (its own value, unused, when it names none: hooks are called always).
  const near: unknown = useWatch({ control: form.control, name: openNear ?? name });
  const messages = useFieldMessages(name, label);
  let control = render;
  if (type === 'date') {
    control = dateControl(emptyAsNull, inputProps.disabled, openNear ? near : undefined);
  } else if (options) {
    control = selectControl(options, inputProps.disabled);
  } else if (choices) {
    control = checkboxesControl(choices);
  }
  // A control of its own draws its own label, so the hint and the errors are drawn here, as a Field draws them.
  const fieldHint = <FieldHint id={fieldIds(id).hint} hint={hint} />;
  const describedBy = fieldDescription(id, { hint, errors: messages });
  if (control) {
    return (
      <div data-field={id} className={choices ? styles.choices : undefined}>
        <FormControl
          id={id}
          name={name}
          label={label}
          invalid={messages.length > 0}
          describedBy={describedBy}
          render={control}
        />
        {fieldHint}
        <FieldErrors id={fieldIds(id).errors} messages={messages} />
      </div>
    );
  }
  if (type === 'checkbox') {
    return (
      <div data-field={id}>
        <Checkbox
          id={id}
          label={label}
          {...inputProps}
          {...form.register(name)}
          {...invalidProps(id, messages)}
          aria-describedby={describedBy}
        />
        {fieldHint}
        <FieldErrors id={fieldIds(id).errors} messages={messages} />
      </div>
    );
  }
  let setValueAs: ((value: unknown) => unknown) | undefined;
  if (emptyAsNull) {
    setValueAs = textOrNull;
  } else if (emptyAsAbsent) {
    setValueAs = textOrAbsent;
  }
  const registered = form.register(name, setValueAs ? { setValueAs } : undefined);
  if (multiline) {
    return (
      <Field id={id} label={label} hint={hint} errors={messages}>
        <TextArea
          id={id}
          rows={rows}
          spellCheck={inputProps.spellCheck}
          {...registered}
          {...invalidProps(id, messages)}
        />
      </Field>
    );
  }
  return (
    <Field id={id} label={label} hint={hint} errors={messages}>
      <TextInput id={id} type={type} {...inputProps} {...registered} {...invalidProps(id, messages)} />
    </Field>
  );
}

function FormControl({
  id,
  name,
  label,
  invalid,
  describedBy,
  render,
}: {
  id: string;
  name: string;
  label: string;
  invalid: boolean;
  describedBy: string | undefined;
  render: (control: FormControlProps) => ReactNode;
}) {
  const { form } = useFormContext();
  const { field } = useController({ control: form.control, name });
  return render({
    id,
    label,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    invalid,
    describedBy,
  });
}

export interface FormPageProps<In extends FieldValues, Out>
  extends FormProps<In, Out>, Pick<PageProps, 'title' | 'intro' | 'width'> {
  /** Page actions beside the title. */
  pageActions?: PageProps['actions'];
  /** The form inside a roomy panel (a settings card). */
  panel?: boolean;
  /** Shown at the top of the form, before its fields. */
  lead?: ReactNode;
  /** Content under the form (other sections of the page). */
  after?: ReactNode;
  /**
   * The form's values are on their way (`useSchemaForm`'s `values`): "Loading…" stands in the form's place. The page
   * and its heading stay the same element, so the focus the app put on the heading stays too.
   */
  loading?: boolean;
  /** Loading the form's values failed: this message (an alert) stands in the form's place. */
  loadError?: ReactNode;
}

/** A screen that is one form: the page's frame, the form with its fields and errors, and what follows it. */
export function FormPage<In extends FieldValues, Out>({
  title,
  intro,
  width,
  pageActions,
  panel,
  lead,
  after,
  loading,
  loadError,
  children,
  ...formProps
}: FormPageProps<In, Out>) {
  const { t } = useUiTranslation();
  let body = (
    <Form {...formProps}>
      {lead}
      {children}
    </Form>
  );
  if (loadError) {
    body = <p role="alert">{loadError}</p>;
  } else if (loading) {
    body = (
      <Box as="p" color="textMuted" aria-busy="true">
        {t('loading.label')}
      </Box>
    );
  }
  return (
    <Page title={title} intro={intro} width={width} actions={pageActions}>
      {panel ? <Panel spacing="roomy">{body}</Panel> : body}
      {after}
    </Page>
  );
}
