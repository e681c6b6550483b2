import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { Button } from '../Button';
import { checkImageFiles, DEFAULT_MAX_IMAGE_BYTES, formatMegabytes, type ImageRejection } from './checkImageFiles';
import * as styles from './ImageUploader.css';

export interface UploadedImage {
  /** What `upload` resolved with (the stored file's name). */
  name: string;
  file: File;
}

export interface ImageUploaderProps {
  label: ReactNode;
  /**
   * Uploads one image, reporting progress from 0 to 1; resolves with the stored name
   * (POST /api/upload answers with it) and rejects on failure.
   */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  /** Called for each finished upload. */
  onUploaded?: (image: UploadedImage) => void;
  /** Called when a finished image is removed from the list. */
  onRemove?: (image: UploadedImage) => void;
  /** Largest image in bytes; 4 MB by default. */
  maxBytes?: number;
  /** Most images in the list; no limit when left out. */
  maxFiles?: number;
  disabled?: boolean;
}

type ItemStatus = 'uploading' | 'done' | 'error';

interface Item {
  key: number;
  file: File;
  previewUrl: string;
  progress: number;
  status: ItemStatus;
  name?: string;
}

/** Images by drag and drop or the file picker: checked (type, size, count), previewed and uploaded with progress. */
export function ImageUploader({
  label,
  upload,
  onUploaded,
  onRemove,
  maxBytes = DEFAULT_MAX_IMAGE_BYTES,
  maxFiles,
  disabled = false,
}: ImageUploaderProps) {
  const { t } = useUiTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1);
  const [items, setItems] = useState<Item[]>([]);
  const [rejections, setRejections] = useState<ImageRejection<File>[]>([]);
  const [dragOver, setDragOver] = useState(false);

  // Object URLs hold the image in memory until revoked; revoke what is left on unmount.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const current = urls.current;
    return () => current.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = (key: number, change: Partial<Item>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = (files: File[]) => {
    if (disabled || files.length === 0) {
      return;
    }
    const { accepted, rejected } = checkImageFiles(files, { maxBytes, maxFiles, existingCount: items.length });
    setRejections(rejected);
    const added = accepted.map((file): Item => {
      const previewUrl = URL.createObjectURL(file);
      urls.current.add(previewUrl);
      const key = nextKey.current;
      nextKey.current += 1;
      return { key, file, previewUrl, progress: 0, status: 'uploading' };
    });
    setItems((current) => [...current, ...added]);
    for (const item of added) {
      upload(item.file, (fraction) => update(item.key, { progress: Math.max(0, Math.min(1, fraction)) })).then(
        (name) => {
          update(item.key, { status: 'done', progress: 1, name });
          onUploaded?.({ name, file: item.file });
        },
        () => update(item.key, { status: 'error' }),
      );
    }
  };

  const remove = (item: Item) => {
    URL.revokeObjectURL(item.previewUrl);
    urls.current.delete(item.previewUrl);
    setItems((current) => current.filter((entry) => entry.key !== item.key));
    if (item.status === 'done' && item.name) {
      onRemove?.({ name: item.name, file: item.file });
    }
  };

  const rejectionText = (rejection: ImageRejection<File>) => {
    switch (rejection.reason) {
      case 'tooBig':
        return t('uploader.tooBig', { name: rejection.file.name, max: formatMegabytes(maxBytes) });
      case 'tooMany':
        return t('uploader.tooMany', { name: rejection.file.name, max: maxFiles ?? 0 });
      case 'notImage':
        return t('uploader.notImage', { name: rejection.file.name });
      default:
        return rejection.reason satisfies never;
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragOver(false);
    add(Array.from(event.dataTransfer.files));
  };

  return (
    <div className={styles.root}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div
        className={styles.dropZone}
        data-state={dragOver ? 'over' : 'idle'}
        data-testid="image-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
      >
        <span>{t('uploader.dropHere')}</span>
        <Button variant="secondary" disabled={disabled} onClick={() => inputRef.current?.click()}>
          {t('uploader.choose')}
        </Button>
        <span>{t('uploader.limits', { max: formatMegabytes(maxBytes) })}</span>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          multiple={maxFiles !== 1}
          hidden
          disabled={disabled}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            // Picking the same file again must fire another change.
            event.target.value = '';
          }}
        />
      </div>
      {rejections.length > 0 ? (
        <div className={styles.alert} role="alert">
          <ul className={styles.alertList}>
            {rejections.map((rejection) => (
              <li key={`${rejection.file.name}-${rejection.reason}`}>{rejectionText(rejection)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {items.length > 0 ? (
        <ul className={styles.previews} aria-label={t('uploader.list')}>
          {items.map((item) => (
            <li key={item.key} className={styles.preview} data-state={item.status}>
              <img className={styles.image} src={item.previewUrl} alt={item.file.name} />
              <span className={styles.name}>{item.file.name}</span>
              {item.status === 'uploading' ? (
                <progress
                  className={styles.progress}
                  value={item.progress}
                  max={1}
                  aria-label={t('uploader.progress', { name: item.file.name })}
                />
              ) : null}
              <span className={styles.status}>
                <span className={item.status === 'error' ? styles.error : undefined}>
                  {t(`uploader.status.${item.status}`)}
                </span>
                <Button
                  variant="ghost"
                  size="small"
                  onClick={() => remove(item)}
                  aria-label={t('uploader.remove', { name: item.file.name })}
                >
                  ×
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
