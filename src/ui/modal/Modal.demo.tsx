import { Group, Text } from '@mantine/core';
import { Button } from '../button/Button';
import { Modal, useModal } from './Modal';

export default function ModalDemo() {
  const modal = useModal();
  return (
    <>
      <Group>
        <Button onClick={modal.open}>Open the modal</Button>
        <Button variant="default" onClick={modal.toggle}>
          Toggle
        </Button>
      </Group>
      <Modal opened={modal.opened} onClose={modal.close} title="A modal">
        <Text mb="md">Escape, a click outside or the close button close it.</Text>
        <Button variant="default" onClick={modal.close}>
          Close from inside
        </Button>
      </Modal>
    </>
  );
}
