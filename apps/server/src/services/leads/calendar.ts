import type { LeadTask } from "@buildr/contracts";
import ical, { ICalEventStatus } from "ical-generator";
import { addCalendarDays } from "./business-days.js";

/**
 * Follow-up tasks as an RFC 5545 calendar (ical-generator): one all-day event per task on its due day,
 * the script in the description. UIDs are the tasks' ids, so a calendar that subscribes to the feed
 * updates an event in place when a task changes; a task marked done keeps its event, titled with a check
 * mark, so the agent's history stays readable.
 */
export function followUpCalendar(
  name: string,
  items: { task: LeadTask; lead: { id: string; name: string } }[],
  options: { publicUrl: string; now: Date },
): string {
  const calendar = ical({
    name,
    prodId: { company: "Buildr AI", product: "follow-ups", language: "EN" },
    // Subscribed calendars poll: once an hour is enough for dated tasks.
    ttl: 60 * 60,
  });
  for (const { task, lead } of items) {
    calendar.createEvent({
      id: `${task.id}@buildr-ai`,
      start: new Date(`${task.dueOn}T00:00:00Z`),
      end: new Date(`${addCalendarDays(task.dueOn, 1)}T00:00:00Z`),
      allDay: true,
      stamp: options.now,
      summary: `${task.doneAt ? "✓ " : ""}${task.title}: ${lead.name}`,
      description: task.script,
      url: `${options.publicUrl}/app/leads/${lead.id}`,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
