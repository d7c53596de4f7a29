// @vitest-environment jsdom
import '../../test/setup-dom';
import { createEvent, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FileUpload } from './FileUpload';

const pngFile = new File(['png'], 'photo.png', { type: 'image/png' });
const textFile = new File(['text'], 'notes.txt', { type: 'text/plain' });

function drop(target: Element, files: File[]) {
  const event = createEvent.drop(target);
  Object.defineProperty(event, 'dataTransfer', { value: { files } });
  fireEvent(target, event);
}

const zoneOf = (input: HTMLElement) => input.parentElement as HTMLElement;

describe('FileUpload', () => {
  it('has a file input named by its visible label, and a browse button', () => {
    renderWithProviders(<FileUpload label="Image to decode" onFiles={() => {}} accept="image/*" />);
    const input = screen.getByLabelText('Image to decode');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(screen.getByText('Browse files')).toBeTruthy();
  });

  it('names the file input by inputLabel when given, still showing the label', () => {
    renderWithProviders(<FileUpload label="Drop a PDF here" inputLabel="File" onFiles={() => {}} />);
    expect(screen.getByLabelText('File').getAttribute('type')).toBe('file');
    expect(screen.getByText('Drop a PDF here')).toBeTruthy();
    expect(screen.queryByLabelText('Drop a PDF here')).toBeNull();
  });

  it('calls onFiles with the chosen file and shows its name', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    renderWithProviders(<FileUpload label="Image to decode" onFiles={onFiles} />);
    await user.upload(screen.getByLabelText('Image to decode'), pngFile);
    expect(onFiles).toHaveBeenCalledWith([pngFile]);
    expect(screen.getByText('Chosen: photo.png')).toBeTruthy();
  });

  it('passes several files when multiple', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    renderWithProviders(<FileUpload label="Files" onFiles={onFiles} multiple />);
    await user.upload(screen.getByLabelText('Files'), [pngFile, textFile]);
    expect(onFiles).toHaveBeenCalledWith([pngFile, textFile]);
    expect(screen.getByText('Chosen: photo.png, notes.txt')).toBeTruthy();
  });

  it('takes dropped files, marking the zone while a file is dragged over it', () => {
    const onFiles = vi.fn();
    renderWithProviders(<FileUpload label="Image to decode" onFiles={onFiles} />);
    const zone = zoneOf(screen.getByLabelText('Image to decode'));

    fireEvent.dragOver(zone);
    expect(zone.hasAttribute('data-dragging')).toBe(true);
    drop(zone, [pngFile]);
    expect(zone.hasAttribute('data-dragging')).toBe(false);
    expect(onFiles).toHaveBeenCalledWith([pngFile]);
  });

  it('clears the drag mark when the file leaves the zone', () => {
    renderWithProviders(<FileUpload label="Image to decode" onFiles={() => {}} />);
    const zone = zoneOf(screen.getByLabelText('Image to decode'));
    fireEvent.dragOver(zone);
    fireEvent.dragLeave(zone, { relatedTarget: document.body });
    expect(zone.hasAttribute('data-dragging')).toBe(false);
  });

  it('leaves out dropped files that do not fit accept, and keeps one file unless multiple', () => {
    const onFiles = vi.fn();
    renderWithProviders(<FileUpload label="Image to decode" onFiles={onFiles} accept="image/*" />);
    const zone = zoneOf(screen.getByLabelText('Image to decode'));
    drop(zone, [textFile]);
    expect(onFiles).not.toHaveBeenCalled();
    drop(zone, [textFile, pngFile, new File(['b'], 'b.png', { type: 'image/png' })]);
    expect(onFiles).toHaveBeenCalledWith([pngFile]);
  });

  it('gives the files inside a dropped folder with their relative paths, when it takes folders', async () => {
    const onFiles = vi.fn();
    renderWithProviders(<FileUpload label="Files" onFiles={onFiles} multiple folders />);
    const zone = zoneOf(screen.getByLabelText('Files'));
    const entry = (file: File) => ({
      name: file.name,
      isFile: true,
      isDirectory: false,
      file: (done: (f: File) => void) => done(file),
    });
    let read = false;
    const folder = {
      name: 'docs',
      isFile: false,
      isDirectory: true,
      createReader: () => ({
        readEntries: (done: (entries: unknown[]) => void) => {
          done(read ? [] : [entry(textFile)]);
          read = true;
        },
      }),
    };
    const event = createEvent.drop(zone);
    const items = [pngFile, folder].map((item) => ({
      kind: 'file',
      webkitGetAsEntry: () => (item instanceof File ? entry(item) : item),
    }));
    Object.defineProperty(event, 'dataTransfer', { value: { files: [pngFile], items } });
    fireEvent(zone, event);
    await vi.waitFor(() => expect(onFiles).toHaveBeenCalledWith([pngFile, textFile], ['photo.png', 'docs/notes.txt']));
    expect(await screen.findByText('Chosen: photo.png, docs/notes.txt')).toBeTruthy();
  });

  it('is reachable from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FileUpload label="Image to decode" onFiles={() => {}} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Image to decode'));
  });
});
