import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Dialog,
  Heading,
  RangeCalendar,
} from 'react-aria-components';
import { Popover } from '../Overlay/Popover';
import { Button } from '../Button/Button';
import { popover } from '../ListBox/ListBox.css';
import * as styles from './DatePicker.css';

function Month() {
  return (
    <>
      <header className={styles.calendarHeader}>
        <Button
          slot="previous"
          variant="ghost"
          size="sm"
          icon={<ChevronLeft size={16} />}
          aria-label="Previous month"
        />
        <Heading />
        <Button slot="next" variant="ghost" size="sm" icon={<ChevronRight size={16} />} aria-label="Next month" />
      </header>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
      </CalendarGrid>
    </>
  );
}

/** The month grid that opens from a date field's calendar button. */
export function CalendarPopover({ range = false }: { range?: boolean }) {
  return (
    <Popover className={popover}>
      <Dialog className={styles.calendar} aria-label="Choose a date">
        {range ? (
          <RangeCalendar>
            <Month />
          </RangeCalendar>
        ) : (
          <Calendar>
            <Month />
          </Calendar>
        )}
      </Dialog>
    </Popover>
  );
}
