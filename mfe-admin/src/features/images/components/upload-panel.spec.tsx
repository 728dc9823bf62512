import { API } from '@caliber/contracts';
import { toastsAtom } from '@caliber/ui';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { UploadPanel } from './upload-panel';

const lastToast = () => getDefaultStore().get(toastsAtom)[0];
const choose = (file: File) => fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });

describe('UploadPanel', () => {
  it('says which files it takes', () => {
    renderWithProviders(<UploadPanel onUploaded={() => {}} />);
    expect(screen.getByText('Supports JPG, PNG, WebP up to 15MB')).toBeInTheDocument();
  });

  it('refuses a file that is not an image before any call', async () => {
    const api = mockApi({});
    renderWithProviders(<UploadPanel onUploaded={() => {}} />);
    choose(new File(['%PDF'], 'price-list.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid file: Please upload an image file (JPEG, PNG, etc.)');
    expect(lastToast()).toMatchObject({ title: 'Invalid file', variant: 'destructive' });
    expect(api.calls).toEqual([]);
  });

  it('uploads an image as multipart field "image", notes the compression and hands back the URL', async () => {
    const api = mockApi({ [`POST ${API.admin.upload}`]: { status: 201, body: { url: '/uploads/abc.jpg', compressed: true, originalSize: 3_460_000 } } });
    const onUploaded = vi.fn();
    renderWithProviders(<UploadPanel onUploaded={onUploaded} />);
    choose(new File(['jpeg'], 'dial.jpg', { type: 'image/jpeg' }));

    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('/uploads/abc.jpg'));
    expect(lastToast()).toMatchObject({ title: 'Upload successful', description: 'The image was automatically compressed from 3.3 MB.' });
    const body = api.writes()[0].body as FormData;
    expect((body.get('image') as File).name).toBe('dial.jpg');
  });

  it('reports a refused upload as "Failed to upload image"', async () => {
    mockApi({ [`POST ${API.admin.upload}`]: { status: 415, body: { error: 'unsupported_media_type', message: 'Not an image' } } });
    renderWithProviders(<UploadPanel onUploaded={() => {}} />);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    choose(new File(['x'], 'fake.png', { type: 'image/png' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Upload failed', description: 'Failed to upload image', variant: 'destructive' }));
  });

  it('reports a broken connection as "An error occurred while uploading the image"', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<UploadPanel onUploaded={() => {}} />);
    choose(new File(['x'], 'dial.png', { type: 'image/png' }));
    await waitFor(() => expect(lastToast()?.description).toBe('An error occurred while uploading the image'));
  });
});
