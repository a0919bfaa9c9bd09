// The loading skeletons of spec §2, one per page type: grey shapes where the screen's parts will be.
// They are aria-hidden; the progress bar's status region tells screen readers that a page loads.
import type { ReactNode } from "react";
import type { SkeletonType } from "./skeleton-type.ts";

const Bone = ({ className = "" }: { className?: string }) => <span className={`sk-bone ${className}`} />;

function repeat(count: number, render: (index: number) => ReactNode): ReactNode[] {
  return Array.from({ length: count }, (_, index) => render(index));
}

function Header({ subline = true }: { subline?: boolean }) {
  return (
    <div className="sk-header">
      <Bone className="sk-bone--crumb" />
      <Bone className="sk-bone--title" />
      {subline ? <Bone className="sk-bone--subline" /> : null}
    </div>
  );
}

function Lines({ count }: { count: number }) {
  return <div className="sk-lines">{repeat(count, (i) => <Bone key={i} className={i === count - 1 ? "sk-bone--line sk-bone--short" : "sk-bone--line"} />)}</div>;
}

function EventList() {
  return (
    <>
      <Header subline={false} />
      <div className="sk-body">
        <div className="sk-chips">{repeat(5, (i) => <Bone key={i} className="sk-bone--chip" />)}</div>
        {repeat(3, (day) => (
          <div key={day} className="sk-day">
            <Bone className="sk-bone--day" />
            {repeat(2, (i) => (
              <div key={i} className="sk-row">
                <Bone className="sk-bone--time" />
                <div className="sk-lines">
                  <Bone className="sk-bone--line" />
                  <Bone className="sk-bone--line sk-bone--short" />
                </div>
                <Bone className="sk-bone--button" />
              </div>
            ))}
          </div>
        ))}
      </div>
    </>
  );
}

function EventDetail() {
  return (
    <>
      <Header />
      <div className="sk-body">
        <div className="sk-chips">{repeat(3, (i) => <Bone key={i} className="sk-bone--chip" />)}</div>
        <Bone className="sk-bone--image" />
        <Lines count={5} />
      </div>
    </>
  );
}

function OptionsList() {
  return (
    <>
      <Header subline={false} />
      <div className="sk-body">
        <div className="sk-options">{repeat(12, (i) => <Bone key={i} className="sk-bone--option" />)}</div>
      </div>
    </>
  );
}

function PageHeader() {
  return (
    <>
      <Header />
      <div className="sk-body">
        <Lines count={4} />
      </div>
    </>
  );
}

function MagazineList() {
  return (
    <>
      <Header subline={false} />
      <div className="sk-body">
        <div className="sk-chips">{repeat(4, (i) => <Bone key={i} className="sk-bone--chip" />)}</div>
        {repeat(4, (i) => (
          <div key={i} className="sk-article">
            <Bone className="sk-bone--thumb" />
            <Lines count={3} />
          </div>
        ))}
      </div>
    </>
  );
}

function ThreeCardGrid() {
  return (
    <>
      <Header />
      <div className="sk-body">
        <div className="sk-grid">
          {repeat(6, (i) => (
            <div key={i} className="sk-card">
              <Bone className="sk-bone--card-image" />
              <Bone className="sk-bone--line" />
              <Bone className="sk-bone--line sk-bone--short" />
            </div>
          ))}
        </div>
      </div>
    </>
  );
}

const skeletons: Record<SkeletonType, () => ReactNode> = {
  eventList: EventList,
  eventDetail: EventDetail,
  optionsList: OptionsList,
  pageHeader: PageHeader,
  magazineList: MagazineList,
  threeCardGrid: ThreeCardGrid,
};

export function Skeleton({ type }: { type: SkeletonType }) {
  const Shape = skeletons[type];
  return (
    <div className="route-skeleton" data-skeleton={type} aria-hidden="true">
      <Shape />
    </div>
  );
}
