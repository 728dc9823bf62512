import { imageAtWidth } from '@caliber/contracts';
import { Button, Field, Input, useImageHost } from '@caliber/ui';
import { ImageIcon } from 'lucide-react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { ImageInputProps } from '../../../lib/image-slots';
import { ImagePickerDialog } from './image-picker-dialog';

const Row = styled.div`
  display: grid;
  grid-template-columns: 64px 1fr;
  gap: 12px;
  align-items: start;
`;

const Preview = styled.div`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.imageBackground};
  color: ${({ theme }) => theme.colors.inkMuted};

  img { width: 100%; height: 100%; object-fit: contain; }
`;

const Controls = styled.div`
  display: grid;
  gap: 8px;

  & > button { justify-self: start; }
`;

/** An image URL field with a preview and 'Choose Image', which opens the picker (gallery or upload). */
export function ImageInput({ label, value, onChange, onBlur, error }: ImageInputProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const imageHost = useImageHost();
  return (
    <Row>
      <Preview>{value ? <img src={imageAtWidth(value, 400, imageHost)} alt="" width={64} height={64} /> : <ImageIcon size={24} aria-hidden />}</Preview>
      <Controls>
        <Field label={label} error={error}>
          <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} placeholder="/uploads/... or https://..." />
        </Field>
        <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(true)}>
          Choose Image
        </Button>
      </Controls>
      <ImagePickerDialog open={open} onClose={() => setOpen(false)} selected={value} onSelect={onChange} />
    </Row>
  );
}
