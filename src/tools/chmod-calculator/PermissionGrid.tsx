import { Group } from '@mantine/core';
import { Checkbox } from '../../ui/checkbox/Checkbox';
import { Table, type TableColumn } from '../../ui/table/Table';
import {
  hasBit,
  permissionBit,
  permissionClasses,
  specialBits,
  type PermissionClass,
  type Right,
} from './chmod-calculator';

interface GridRow {
  label: string;
  /** The bit of this row in a class's column. */
  bitOf: (permissionClass: PermissionClass) => number;
  /** The checkbox's accessible name in a class's column: "Owner read", "Group setgid". */
  nameOf: (permissionClass: PermissionClass) => string;
}

const classNames: Record<PermissionClass, string> = { owner: 'Owner', group: 'Group', public: 'Public' };
const classHeaders: Record<PermissionClass, string> = { owner: 'Owner (u)', group: 'Group (g)', public: 'Public (o)' };

const rightRow = (right: Right, label: string): GridRow => ({
  label,
  bitOf: (permissionClass) => permissionBit(permissionClass, right),
  nameOf: (permissionClass) => `${classNames[permissionClass]} ${right}`,
});

const rows: GridRow[] = [
  rightRow('read', 'Read (4)'),
  rightRow('write', 'Write (2)'),
  rightRow('execute', 'Execute (1)'),
  {
    label: 'Special (setuid 4, setgid 2, sticky 1)',
    bitOf: (permissionClass) => specialBits[permissionClass].bit,
    nameOf: (permissionClass) => `${classNames[permissionClass]} ${specialBits[permissionClass].name}`,
  },
];

interface PermissionGridProps {
  mode: number;
  onToggle: (bit: number, on: boolean) => void;
}

/** Rights down, classes across: one checkbox per bit of the mode. */
export function PermissionGrid({ mode, onToggle }: PermissionGridProps) {
  const columns: TableColumn<GridRow>[] = [
    { header: 'Permission', accessor: 'label' },
    ...permissionClasses.map((permissionClass): TableColumn<GridRow> => ({
      header: classHeaders[permissionClass],
      align: 'center',
      render: (row) => (
        <Group justify="center">
          <Checkbox
            label={row.nameOf(permissionClass)}
            hideLabel
            checked={hasBit(mode, row.bitOf(permissionClass))}
            onChange={(on) => onToggle(row.bitOf(permissionClass), on)}
          />
        </Group>
      ),
    })),
  ];
  return <Table columns={columns} rows={rows} rowKey={(row) => row.label} />;
}
