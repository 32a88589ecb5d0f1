import { Carousel } from '@/components/carousel';
import { TESTIMONIALS, TESTIMONIALS_NOTE, type Testimonial } from '../testimonials';
import '../section-frame.css';
import '../testimonials.css';

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial">
      <blockquote className="testimonial__quote">
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className="testimonial__topic">Example: {testimonial.topic}</figcaption>
    </figure>
  );
}

/**
 * The landing page's testimonials (spec section 2), anchored as `testimonials`: six in a carousel.
 * There are no real, consented ones yet, so the section says plainly that these are illustrative
 * and names nobody (docs/decisions/0061-social-proof-only-from-real-events.md).
 */
export function TestimonialsSection() {
  return (
    <section id="testimonials" className="lp-section testimonials" aria-labelledby="testimonials-title">
      <div className="lp-section__inner">
        <h2 id="testimonials-title" className="lp-section__title">
          What using Blue Guardian can be like
        </h2>
        <p className="lp-section__lead">{TESTIMONIALS_NOTE}</p>
        <Carousel
          label="Testimonials"
          items={TESTIMONIALS}
          getKey={(testimonial) => testimonial.topic}
          renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
        />
      </div>
    </section>
  );
}
