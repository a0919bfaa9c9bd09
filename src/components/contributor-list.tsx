// Cast or team of a production: role (or function) and the person, linked to their page.
import { Link } from "react-router";
import type { Contributor } from "../../shared/api/content-types.ts";

export function ContributorList({ contributors }: { contributors: Contributor[] }) {
  return (
    <dl className="contributor-list">
      {contributors.map((line) => (
        <div key={line.id} className="contributor-list__entry">
          <dt className="contributor-list__role">{line.role}</dt>
          <dd className="contributor-list__name">
            <Link to={line.url}>{line.name}</Link>
          </dd>
        </div>
      ))}
    </dl>
  );
}
