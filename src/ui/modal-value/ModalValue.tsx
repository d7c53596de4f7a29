import { Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import { CopyButton } from '../copy/CopyButton';
import { Modal, useModal } from '../modal/Modal';

interface ModalValueProps {
  /** The whole value, shown in the dialog and copied by its button. */
  value: string;
  /** Text of the button that opens the dialog, e.g. 'Show full token'. */
  label: string;
  /** The dialog's heading; the button text when not given. */
  title?: ReactNode;
  /** Text of the copy button in the dialog; defaults to an icon button. */
  copyLabel?: string;
}

/** A button that opens a dialog showing a long value in full, with a copy button. */
export function ModalValue({ value, label, title, copyLabel }: ModalValueProps) {
  const modal = useModal();
  return (
    <>
      <Button variant="default" size="small" leftSection={<IconEye size={16} aria-hidden />} onClick={modal.open}>
        {label}
      </Button>
      <Modal opened={modal.opened} onClose={modal.close} title={title ?? label}>
        <Text component="pre" ff="monospace" size="sm" m={0} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {value}
        </Text>
        <Group justify="flex-end" mt="md">
          <CopyButton value={value} label={copyLabel} />
        </Group>
      </Modal>
    </>
  );
}
