import '@mantine/core/styles/Alert.layer.css';
import { Alert as MantineAlert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type AlertType = 'info' | 'success' | 'warning' | 'error';

const looks = {
  info: { color: 'blue', Icon: IconInfoCircle },
  success: { color: 'brand', Icon: IconCircleCheck },
  warning: { color: 'yellow', Icon: IconAlertTriangle },
  error: { color: 'red', Icon: IconCircleX },
} as const;

interface AlertProps {
  type?: AlertType;
  title?: ReactNode;
  children: ReactNode;
}

export function Alert({ type = 'info', title, children }: AlertProps) {
  const { color, Icon } = looks[type];
  return (
    <MantineAlert
      color={color}
      variant="light"
      title={title}
      icon={<Icon aria-hidden />}
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
    >
      {children}
    </MantineAlert>
  );
}
