// Choosing a picture to upload: a file input (its label is the button) inside a zone a file may
// be dropped on. A chosen file is checked with the same rules and messages the server answers
// with (src/domain/upload-rules.ts: extension, type, size) before anything is sent; a file
// that fails is never handed on, and the message shows beside the zone.
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_EXTENSIONS, PHOTO_MIME_TYPES, fileMessage } from '../../../domain/upload-rules';
import classes from './picture-input.module.css';
import { fieldLabel } from '../../field-label';

/** What the file input offers to choose: the accepted extensions and their types. */
export const ACCEPTED_FILES = [...PHOTO_EXTENSIONS.map((extension) => `.${extension}`), ...PHOTO_MIME_TYPES].join(',');

export interface PictureInputProps {
  /** The field the messages name (its label in seller-fields.json): `photo` or `logo`. */
  readonly field: string;
  /** The button's text. */
  readonly label: string;
  /** What the zone says under the button (the rules, or that a file may be dropped). */
  readonly hint: ReactNode;
  readonly disabled: boolean;
  /** A file that passed the checks. */
  readonly onFile: (file: File) => void;
  /** A file that did not: the message to show, in the page's language. */
  readonly onRefused: (message: string) => void;
}

export function PictureInput({ field, label, hint, disabled, onFile, onRefused }: PictureInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const take = (file: File | undefined) => {
    if (file === undefined || disabled) return;
    const message = fileMessage(file, field);
    if (message === null) onFile(file);
    else onRefused(t(message.key, { ...message.params, field: fieldLabel(t, field) }));
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  return (
    <div
      className={classes.zone}
      data-dragging={dragging || undefined}
      data-disabled={disabled || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <input
        id={id}
        type="file"
        accept={ACCEPTED_FILES}
        className={classes.input}
        disabled={disabled}
        onChange={(event) => {
          take(event.currentTarget.files?.[0]);
          // The same file may be chosen again after a refusal.
          event.currentTarget.value = '';
        }}
      />
      <Button component="label" htmlFor={id} variant="light" className={classes.choose} disabled={disabled}>
        {label}
      </Button>
      <p className={classes.hint}>{hint}</p>
    </div>
  );
}
