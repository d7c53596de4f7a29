import { useCallback, useState } from 'react';

export interface ModalState {
  opened: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
}

/** Open/closed state for a Modal: `<Modal opened={modal.opened} onClose={modal.close}>`. */
export function useModal(initiallyOpened = false): ModalState {
  const [opened, setOpened] = useState(initiallyOpened);
  const open = useCallback(() => setOpened(true), []);
  const close = useCallback(() => setOpened(false), []);
  const toggle = useCallback(() => setOpened((current) => !current), []);
  return { opened, open, close, toggle };
}
