import { Carousel } from '@/components/carousel';
import { TESTIMONIALS, type Testimonial } from '../testimonials';
import { StarRating } from './star-rating';
import '../section-frame.css';
import '../testimonials.css';

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial">
      <StarRating fullStars={testimonial.fullStars} halfStar={testimonial.halfStar} />
      <blockquote className="testimonial__quote">
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className="testimonial__author">
        <span className="testimonial__name">{testimonial.name}</span>
        <span className="testimonial__meta">
          {testimonial.age}, {testimonial.location}
        </span>
      </figcaption>
    </figure>
  );
}

/** The landing page's testimonials (spec section 2), anchored as `testimonials`: six in a carousel. */
export function TestimonialsSection() {
  return (
    <section id="testimonials" className="lp-section testimonials" aria-labelledby="testimonials-title">
      <div className="lp-section__inner">
        <h2 id="testimonials-title" className="lp-section__title">
          What our users say
        </h2>
        <Carousel
          label="Testimonials"
          items={TESTIMONIALS}
          getKey={(testimonial) => testimonial.name}
          renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
        />
      </div>
    </section>
  );
}
