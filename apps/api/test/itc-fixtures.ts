/**
 * A tiny ITC 2019 problem and its solution, for the import suites: room 1 (20 seats, closed on Mondays), room 2
 * (2 seats); class 1 on Wednesday and Friday in room 1, class 2 on Tuesday of weeks 1 and 3 in room 2 (3 students:
 * one too many), class 3 on Monday without a room. Files start with a byte order mark, as exported ones do.
 */
export const PROBLEM = `\uFEFF<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE problem PUBLIC "-//ITC 2019//DTD Problem Format/EN" "http://www.itc2019.org/competition-format.dtd">
<problem name="tiny" nrDays="7" slotsPerDay="288" nrWeeks="4">
  <rooms>
    <room id="1" capacity="20"><unavailable days="1000000" start="0" length="288" weeks="1111"/></room>
    <room id="2" capacity="2"/>
  </rooms>
  <courses>
    <course id="7"><config id="1"><subpart id="1">
      <class id="1" limit="10"><room id="1" penalty="0"/><time days="0010100" start="150" length="15" weeks="1111" penalty="0"/></class>
      <class id="2" limit="3"><room id="2" penalty="0"/><time days="0100000" start="102" length="18" weeks="1010" penalty="0"/></class>
      <class id="3" limit="3" room="false"><time days="1000000" start="100" length="12" weeks="1111" penalty="0"/></class>
    </subpart></config></course>
  </courses>
</problem>`;

export const SOLUTION = `\uFEFF<?xml version="1.0" encoding="utf-8"?>
<solution name="tiny">
  <class id="1" days="0010100" start="150" weeks="1111" room="1"><student id="5"/><student id="6"/></class>
  <class id="2" days="0100000" start="102" weeks="1010" room="2"><student id="5"/><student id="7"/><student id="8"/></class>
  <class id="3" days="1000000" start="100" weeks="1111"><student id="6"/></class>
</solution>`;
