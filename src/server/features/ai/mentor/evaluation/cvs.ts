/**
 * CVs for the mentor's evaluation set, written the way Indian students and freshers write them: a B.Tech fresher
 * with projects but no numbers, a B.Com graduate with the personal details and declaration many CVs still carry, and
 * a data analyst with quantified, verb-led points.
 */

export const BTECH_FRESHER_CV = `ANKIT VERMA
ankit.verma2003@gmail.com | 9876543210 | Lucknow

OBJECTIVE
Seeking a challenging position in a reputed organisation where I can learn and grow.

EDUCATION
B.Tech (Computer Science), Dr. A.P.J. Abdul Kalam Technical University, 2025 - CGPA 7.4
Class XII (CBSE), 2021 - 82%

PROJECTS
Library Management System
- Worked on a library management system in Java and MySQL
- Responsible for the login module and database design
College Event Website
- Made a website for our college fest using HTML, CSS and JavaScript

SKILLS
C, Java, HTML, CSS, MySQL, MS Office

INTERNSHIP
Web development intern, Softech Solutions (2 months)
- Helped with fixing bugs in the company website

ACHIEVEMENTS
Participated in Smart India Hackathon 2024`;

export const BCOM_CV_WITH_DECLARATION = `Rahul Sharma
rahul.sharma@gmail.com | +91 98765 43210 | Pune
Career Objective
To work in a reputed organisation where I can use my skills.
Personal Details
Date of Birth: 12/04/2002
Father's Name: Suresh Sharma
Marital Status: Unmarried
Education
B.Com, Savitribai Phule Pune University, 2023
Experience
Intern, ABC Traders
- Responsible for maintaining sales records in Excel
- Worked on customer follow-ups
- Helped with GST filing and vendor payments
Skills
Excel, Tally, communication
Declaration: I hereby declare that the above information is true to the best of my knowledge.`;

export const ANALYST_CV = `Priya Nair
priya.nair@example.com · +91 91234 56789 · linkedin.com/in/priya-nair · github.com/priyanair
Summary
Data analyst with 2 years of experience in retail analytics, SQL and Power BI.
Experience
Analyst, RetailCo (2022–2024)
- Built 12 Power BI dashboards used by 40 store managers
- Reduced weekly reporting time by 60% by automating Excel reports with Python
- Analysed 2 million transactions to find a ₹15 lakh pricing leak
Projects
- Designed an A/B test for a loyalty campaign that lifted repeat purchases by 8%
Skills
SQL, Python (pandas), Power BI, Excel, statistics
Education
B.Sc Statistics, University of Kerala, 2022`;
