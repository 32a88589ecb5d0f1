import { Carousel } from '@/components/carousel';
import { profileUrl, TEAM_MEMBERS, type TeamMember } from '../team-members';
import '../section-frame.css';
import '../team.css';

function TeamCard({ member }: { member: TeamMember }) {
  return (
    <article className="team-card">
      <img
        className="team-card__photo"
        src={member.image}
        alt={`Portrait of ${member.name}`}
        width="120"
        height="120"
        loading="lazy"
        decoding="async"
      />
      <h3 className="team-card__name">{member.name}</h3>
      <p className="team-card__title">{member.title}</p>
      <p className="team-card__description">{member.description}</p>
      <a className="team-card__profile" href={profileUrl(member)} target="_blank" rel="noopener noreferrer">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm2.5 7v8h2.6v-8zm1.3-4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM11 10v8h2.6v-4.2c0-1.2.5-1.9 1.5-1.9s1.4.7 1.4 1.9V18H19v-4.9c0-2.3-1.2-3.3-2.9-3.3-1.2 0-2 .6-2.5 1.2V10z"
          />
        </svg>
        <span>
          {member.name} on LinkedIn<span className="visually-hidden"> (opens in a new tab)</span>
        </span>
      </a>
    </article>
  );
}

/** The landing page's team (spec section 2), anchored as `section4`: three people in a carousel. */
export function TeamSection() {
  return (
    <section id="section4" className="lp-section team" aria-labelledby="team-title">
      <div className="lp-section__inner">
        <h2 id="team-title" className="lp-section__title">
          Meet the team
        </h2>
        <p className="lp-section__lead">The people building a kinder, more private coach for young people.</p>
        <Carousel
          label="Team"
          items={TEAM_MEMBERS}
          getKey={(member) => member.handle}
          renderItem={(member) => <TeamCard member={member} />}
        />
      </div>
    </section>
  );
}
