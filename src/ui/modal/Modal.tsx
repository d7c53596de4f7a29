import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { Modal as MantineModal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';

export { useModal, type ModalState } from './useModal';

interface ModalProps {
  opened: boolean;
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  children: ReactNode;
}

/** A dialog over the page (at most 'xl' wide); Escape, a click outside and the close button close it. */
export function Modal({ opened, onClose, title, children }: ModalProps) {
  const { t } = useTranslation();
  return (
    <MantineModal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      zIndex={2000}
      centered
      closeOnClickOutside
      closeOnEscape
      closeButtonProps={{ 'aria-label': t('ui.close') }}
    >
      {children}
    </MantineModal>
  );
}
