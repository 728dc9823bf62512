export { IMAGE_FILE_TYPES, readImageHeader, type ImageFileType, type ImageFormat, type ImageHeader } from './image-header.js';
export { storableImage, type StorableImage } from './storable-image.js';
