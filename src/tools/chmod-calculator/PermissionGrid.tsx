import { Group } from '@mantine/core';
import { useToolWords } from '../../i18n/tool-words';
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
import words from './locales/en.json';

type Bit = Right | (typeof specialBits)[PermissionClass]['name'];

interface GridRow {
  /** Its words: `grid.rows.<row>`. */
  row: Right | 'special';
  /** The bit of this row in a class's column. */
  bitOf: (permissionClass: PermissionClass) => number;
  /** The bit's name in a class's column, for its checkbox's accessible name: "Owner read", "Group setgid". */
  nameOf: (permissionClass: PermissionClass) => Bit;
}

const rightRow = (right: Right): GridRow => ({
  row: right,
  bitOf: (permissionClass) => permissionBit(permissionClass, right),
  nameOf: () => right,
});

const rows: GridRow[] = [
  rightRow('read'),
  rightRow('write'),
  rightRow('execute'),
  {
    row: 'special',
    bitOf: (permissionClass) => specialBits[permissionClass].bit,
    nameOf: (permissionClass) => specialBits[permissionClass].name,
  },
];

interface PermissionGridProps {
  mode: number;
  onToggle: (bit: number, on: boolean) => void;
}

/** Rights down, classes across: one checkbox per bit of the mode. */
export function PermissionGrid({ mode, onToggle }: PermissionGridProps) {
  const { t } = useToolWords(words);
  const columns: TableColumn<GridRow>[] = [
    { header: t('grid.permission'), render: (row) => t(`grid.rows.${row.row}`) },
    ...permissionClasses.map((permissionClass): TableColumn<GridRow> => ({
      header: t(`grid.headers.${permissionClass}`),
      align: 'center',
      render: (row) => (
        <Group justify="center">
          <Checkbox
            label={t('grid.checkbox', {
              class: t(`grid.classes.${permissionClass}`),
              bit: t(`grid.bits.${row.nameOf(permissionClass)}`),
            })}
            hideLabel
            checked={hasBit(mode, row.bitOf(permissionClass))}
            onChange={(on) => onToggle(row.bitOf(permissionClass), on)}
          />
        </Group>
      ),
    })),
  ];
  return <Table columns={columns} rows={rows} rowKey={(row) => row.row} />;
}
