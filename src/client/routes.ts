/**
 * The route table (spec §2.1) as React Router config. Every page sits inside the site layout (header and
 * footer, spec §2.2–2.3) except the admin dashboard, which has its own 'ChangeTalks Admin' header (§2.10).
 */
import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  layout('layouts/site-layout.tsx', [
    index('routes/home.tsx'),
    route('signin', 'routes/signin.tsx'),
    route('signup', 'routes/signup.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('dashboard', 'routes/dashboard.tsx'),
    route('profile', 'routes/profile.tsx'),
    route('about', 'routes/about.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('pricing', 'routes/pricing.tsx'),
    route('career', 'routes/career.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('code-of-conduct', 'routes/code-of-conduct.tsx'),
    route('demo', 'routes/demo.tsx'),
    route('partner', 'routes/partner.tsx'),
    route('university-partner', 'routes/university-partner.tsx'),
    route('certificates', 'routes/certificates.tsx'),
    route('ai-tools', 'routes/ai-tools.tsx'),
    route('changetalks', 'routes/changetalks.tsx'),
    route('entrepreneurship', 'routes/entrepreneurship.tsx'),
    route('mentorship', 'routes/mentorship.tsx'),
    route('partner-admin', 'routes/partner-admin.tsx'),
    route('entrepreneurship/business-model-canvas', 'routes/business-model-canvas.tsx'),
    route('entrepreneurship/courses', 'routes/courses.tsx', { id: 'courses' }),
    route('courses', 'routes/courses.tsx', { id: 'courses-short' }),
    route('entrepreneurship/financial-tools', 'routes/financial-tools.tsx'),
    route('entrepreneurship/mentor-matching', 'routes/mentor-matching.tsx'),
    route('entrepreneurship/pitch-deck-builder', 'routes/pitch-deck-builder.tsx'),
    route('entrepreneurship/community', 'routes/community.tsx', { id: 'community' }),
    route('community', 'routes/community.tsx', { id: 'community-short' }),
    route('admin-signin', 'routes/admin-signin.tsx'),
    route('admin', 'routes/admin.tsx'),
    route('dev/outbox', 'routes/dev-outbox.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('admin-dashboard', 'routes/admin-dashboard.tsx'),
] satisfies RouteConfig;
