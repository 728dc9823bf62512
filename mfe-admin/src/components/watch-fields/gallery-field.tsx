import { Field as UiField, Textarea } from '@caliber/ui';
import { Field } from 'react-final-form';
import styled from 'styled-components';
import { fieldError } from '../../lib/field-error';
import { useImageSlots } from '../../lib/image-slots';

const Wrapper = styled.div`
  display: grid;
  gap: 8px;
`;

/** Appends uploaded URLs to the text area's lines. */
function appendLines(text: string, lines: string[]): string {
  return [text.trimEnd(), ...lines].filter(Boolean).join('\n');
}

/** Image Gallery: one URL per line, typed or filled by uploading several images at once. */
export function GalleryField() {
  const { MultiUpload } = useImageSlots();
  return (
    <Field<string> name="imageGallery">
      {({ input, meta }) => (
        <Wrapper>
          <UiField label="Image Gallery" hint="One image URL per line" error={fieldError(meta)}>
            <Textarea {...input} rows={4} />
          </UiField>
          <MultiUpload onUploaded={(urls) => input.onChange(appendLines(input.value, urls))} />
        </Wrapper>
      )}
    </Field>
  );
}
