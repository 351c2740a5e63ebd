//! Python source to the AST JSON the frontend reads, shaped as CPython's `ast` module would give
//! it (node names, field names, 1-based `lineno`, `col` in characters of the file line), so a
//! kernel parsed here lowers exactly as one the Python side sends.

use rustpython_parser::ast::{self, Constant, Expr, Ranged, Stmt};
use rustpython_parser::text_size::TextSize;
use serde_json::{json, Map, Value as Json};

pub struct Converter<'s> {
    src: &'s str,
    line_starts: Vec<usize>,
}

impl<'s> Converter<'s> {
    pub fn new(src: &'s str) -> Self {
        let mut line_starts = vec![0];
        line_starts.extend(src.match_indices('\n').map(|(i, _)| i + 1));
        Converter { src, line_starts }
    }

    /// (1-based line, 0-based column in characters) of a byte offset.
    pub fn position(&self, at: TextSize) -> (u32, u32) {
        let offset = usize::from(at).min(self.src.len());
        let line = self.line_starts.partition_point(|&s| s <= offset) - 1;
        let col = self.src[self.line_starts[line]..offset].chars().count();
        (line as u32 + 1, col as u32)
    }

    fn node(&self, t: &str, at: Option<TextSize>, fields: Vec<(&str, Json)>) -> Json {
        let mut m = Map::new();
        m.insert("_t".into(), json!(t));
        for (k, v) in fields {
            m.insert(k.into(), v);
        }
        if let Some(at) = at {
            let (line, col) = self.position(at);
            m.insert("lineno".into(), json!(line));
            m.insert("col".into(), json!(col));
        }
        Json::Object(m)
    }

    fn tag(t: &str) -> Json {
        json!({ "_t": t })
    }

    pub fn stmts(&self, body: &[Stmt]) -> Json {
        Json::Array(body.iter().map(|s| self.stmt(s)).collect())
    }

    fn exprs(&self, v: &[Expr]) -> Json {
        Json::Array(v.iter().map(|e| self.expr(e)).collect())
    }

    fn opt(&self, e: &Option<Box<Expr>>) -> Json {
        e.as_ref().map(|e| self.expr(e)).unwrap_or(Json::Null)
    }

    fn arguments(&self, a: &ast::Arguments) -> Json {
        let arg = |x: &ast::Arg| {
            self.node(
                "arg",
                Some(x.range.start()),
                vec![
                    ("arg", json!(x.arg.as_str())),
                    ("annotation", self.opt(&x.annotation)),
                    ("type_comment", Json::Null),
                ],
            )
        };
        let plain = |v: &[ast::ArgWithDefault]| Json::Array(v.iter().map(|d| arg(&d.def)).collect());
        // CPython keeps the positional defaults in one list for the last parameters, and one
        // entry (None when absent) per keyword-only parameter
        let defaults: Vec<Json> =
            a.posonlyargs.iter().chain(&a.args).filter_map(|d| d.default.as_ref().map(|e| self.expr(e))).collect();
        let kw_defaults: Vec<Json> = a.kwonlyargs.iter().map(|d| self.opt(&d.default)).collect();
        self.node(
            "arguments",
            None,
            vec![
                ("posonlyargs", plain(&a.posonlyargs)),
                ("args", plain(&a.args)),
                ("vararg", a.vararg.as_ref().map(|v| arg(v)).unwrap_or(Json::Null)),
                ("kwonlyargs", plain(&a.kwonlyargs)),
                ("kw_defaults", Json::Array(kw_defaults)),
                ("kwarg", a.kwarg.as_ref().map(|v| arg(v)).unwrap_or(Json::Null)),
                ("defaults", Json::Array(defaults)),
            ],
        )
    }

    fn keyword(&self, k: &ast::Keyword) -> Json {
        self.node(
            "keyword",
            Some(k.range.start()),
            vec![
                ("arg", k.arg.as_ref().map(|a| json!(a.as_str())).unwrap_or(Json::Null)),
                ("value", self.expr(&k.value)),
            ],
        )
    }

    fn alias(&self, a: &ast::Alias) -> Json {
        self.node(
            "alias",
            Some(a.range.start()),
            vec![
                ("name", json!(a.name.as_str())),
                ("asname", a.asname.as_ref().map(|n| json!(n.as_str())).unwrap_or(Json::Null)),
            ],
        )
    }

    fn comprehensions(&self, gens: &[ast::Comprehension]) -> Json {
        Json::Array(
            gens.iter()
                .map(|g| {
                    self.node(
                        "comprehension",
                        None,
                        vec![
                            ("target", self.expr(&g.target)),
                            ("iter", self.expr(&g.iter)),
                            ("ifs", self.exprs(&g.ifs)),
                            ("is_async", json!(g.is_async as i32)),
                        ],
                    )
                })
                .collect(),
        )
    }

    pub fn stmt(&self, s: &Stmt) -> Json {
        let at = Some(s.start());
        match s {
            Stmt::FunctionDef(f) => self.node(
                "FunctionDef",
                at,
                vec![
                    ("name", json!(f.name.as_str())),
                    ("args", self.arguments(&f.args)),
                    ("body", self.stmts(&f.body)),
                    ("decorator_list", self.exprs(&f.decorator_list)),
                    ("returns", self.opt(&f.returns)),
                    ("type_comment", Json::Null),
                    ("type_params", json!([])),
                ],
            ),
            Stmt::Return(r) => self.node("Return", at, vec![("value", self.opt(&r.value))]),
            Stmt::Delete(d) => self.node("Delete", at, vec![("targets", self.exprs(&d.targets))]),
            Stmt::Assign(a) => self.node(
                "Assign",
                at,
                vec![("targets", self.exprs(&a.targets)), ("value", self.expr(&a.value)), ("type_comment", Json::Null)],
            ),
            Stmt::AugAssign(a) => self.node(
                "AugAssign",
                at,
                vec![("target", self.expr(&a.target)), ("op", operator(a.op)), ("value", self.expr(&a.value))],
            ),
            Stmt::AnnAssign(a) => self.node(
                "AnnAssign",
                at,
                vec![
                    ("target", self.expr(&a.target)),
                    ("annotation", self.expr(&a.annotation)),
                    ("value", self.opt(&a.value)),
                    ("simple", json!(a.simple as i32)),
                ],
            ),
            Stmt::For(f) => self.node(
                "For",
                at,
                vec![
                    ("target", self.expr(&f.target)),
                    ("iter", self.expr(&f.iter)),
                    ("body", self.stmts(&f.body)),
                    ("orelse", self.stmts(&f.orelse)),
                    ("type_comment", Json::Null),
                ],
            ),
            Stmt::While(w) => self.node(
                "While",
                at,
                vec![("test", self.expr(&w.test)), ("body", self.stmts(&w.body)), ("orelse", self.stmts(&w.orelse))],
            ),
            Stmt::If(i) => self.node(
                "If",
                at,
                vec![("test", self.expr(&i.test)), ("body", self.stmts(&i.body)), ("orelse", self.stmts(&i.orelse))],
            ),
            Stmt::With(w) => {
                let items = w
                    .items
                    .iter()
                    .map(|i| {
                        self.node(
                            "withitem",
                            None,
                            vec![
                                ("context_expr", self.expr(&i.context_expr)),
                                ("optional_vars", self.opt(&i.optional_vars)),
                            ],
                        )
                    })
                    .collect();
                self.node(
                    "With",
                    at,
                    vec![("items", Json::Array(items)), ("body", self.stmts(&w.body)), ("type_comment", Json::Null)],
                )
            }
            Stmt::Raise(r) => self.node("Raise", at, vec![("exc", self.opt(&r.exc)), ("cause", self.opt(&r.cause))]),
            Stmt::Assert(a) => self.node("Assert", at, vec![("test", self.expr(&a.test)), ("msg", self.opt(&a.msg))]),
            Stmt::Import(i) => {
                self.node("Import", at, vec![("names", Json::Array(i.names.iter().map(|a| self.alias(a)).collect()))])
            }
            Stmt::ImportFrom(i) => self.node(
                "ImportFrom",
                at,
                vec![
                    ("module", i.module.as_ref().map(|m| json!(m.as_str())).unwrap_or(Json::Null)),
                    ("names", Json::Array(i.names.iter().map(|a| self.alias(a)).collect())),
                    ("level", json!(i.level.map(|l| l.to_u32()).unwrap_or(0))),
                ],
            ),
            Stmt::Global(g) => {
                self.node("Global", at, vec![("names", json!(g.names.iter().map(|n| n.as_str()).collect::<Vec<_>>()))])
            }
            Stmt::Nonlocal(g) => self.node(
                "Nonlocal",
                at,
                vec![("names", json!(g.names.iter().map(|n| n.as_str()).collect::<Vec<_>>()))],
            ),
            Stmt::Expr(e) => self.node("Expr", at, vec![("value", self.expr(&e.value))]),
            Stmt::Pass(_) => self.node("Pass", at, vec![]),
            Stmt::Break(_) => self.node("Break", at, vec![]),
            Stmt::Continue(_) => self.node("Continue", at, vec![]),
            // constructs kernels cannot use: the node's name and position, for the frontend's error
            Stmt::AsyncFunctionDef(_) => self.node("AsyncFunctionDef", at, vec![]),
            Stmt::ClassDef(_) => self.node("ClassDef", at, vec![]),
            Stmt::TypeAlias(_) => self.node("TypeAlias", at, vec![]),
            Stmt::AsyncFor(_) => self.node("AsyncFor", at, vec![]),
            Stmt::AsyncWith(_) => self.node("AsyncWith", at, vec![]),
            Stmt::Match(_) => self.node("Match", at, vec![]),
            Stmt::Try(_) => self.node("Try", at, vec![]),
            Stmt::TryStar(_) => self.node("TryStar", at, vec![]),
        }
    }

    pub fn expr(&self, e: &Expr) -> Json {
        let at = Some(e.start());
        match e {
            Expr::BoolOp(b) => self.node(
                "BoolOp",
                at,
                vec![
                    ("op", Self::tag(if b.op == ast::BoolOp::And { "And" } else { "Or" })),
                    ("values", self.exprs(&b.values)),
                ],
            ),
            Expr::NamedExpr(n) => {
                self.node("NamedExpr", at, vec![("target", self.expr(&n.target)), ("value", self.expr(&n.value))])
            }
            Expr::BinOp(b) => self.node(
                "BinOp",
                at,
                vec![("left", self.expr(&b.left)), ("op", operator(b.op)), ("right", self.expr(&b.right))],
            ),
            Expr::UnaryOp(u) => {
                let op = match u.op {
                    ast::UnaryOp::Invert => "Invert",
                    ast::UnaryOp::Not => "Not",
                    ast::UnaryOp::UAdd => "UAdd",
                    ast::UnaryOp::USub => "USub",
                };
                self.node("UnaryOp", at, vec![("op", Self::tag(op)), ("operand", self.expr(&u.operand))])
            }
            Expr::Lambda(l) => {
                self.node("Lambda", at, vec![("args", self.arguments(&l.args)), ("body", self.expr(&l.body))])
            }
            Expr::IfExp(i) => self.node(
                "IfExp",
                at,
                vec![("test", self.expr(&i.test)), ("body", self.expr(&i.body)), ("orelse", self.expr(&i.orelse))],
            ),
            Expr::Dict(d) => self.node(
                "Dict",
                at,
                vec![
                    (
                        "keys",
                        Json::Array(
                            d.keys.iter().map(|k| k.as_ref().map(|k| self.expr(k)).unwrap_or(Json::Null)).collect(),
                        ),
                    ),
                    ("values", self.exprs(&d.values)),
                ],
            ),
            Expr::Set(s) => self.node("Set", at, vec![("elts", self.exprs(&s.elts))]),
            Expr::ListComp(c) => self.node(
                "ListComp",
                at,
                vec![("elt", self.expr(&c.elt)), ("generators", self.comprehensions(&c.generators))],
            ),
            Expr::SetComp(c) => self.node(
                "SetComp",
                at,
                vec![("elt", self.expr(&c.elt)), ("generators", self.comprehensions(&c.generators))],
            ),
            Expr::DictComp(c) => self.node(
                "DictComp",
                at,
                vec![
                    ("key", self.expr(&c.key)),
                    ("value", self.expr(&c.value)),
                    ("generators", self.comprehensions(&c.generators)),
                ],
            ),
            Expr::GeneratorExp(c) => self.node(
                "GeneratorExp",
                at,
                vec![("elt", self.expr(&c.elt)), ("generators", self.comprehensions(&c.generators))],
            ),
            Expr::Await(a) => self.node("Await", at, vec![("value", self.expr(&a.value))]),
            Expr::Yield(y) => self.node("Yield", at, vec![("value", self.opt(&y.value))]),
            Expr::YieldFrom(y) => self.node("YieldFrom", at, vec![("value", self.expr(&y.value))]),
            Expr::Compare(c) => self.node(
                "Compare",
                at,
                vec![
                    ("left", self.expr(&c.left)),
                    ("ops", Json::Array(c.ops.iter().map(|o| cmpop(*o)).collect())),
                    ("comparators", self.exprs(&c.comparators)),
                ],
            ),
            Expr::Call(c) => self.node(
                "Call",
                at,
                vec![
                    ("func", self.expr(&c.func)),
                    ("args", self.exprs(&c.args)),
                    ("keywords", Json::Array(c.keywords.iter().map(|k| self.keyword(k)).collect())),
                ],
            ),
            Expr::FormattedValue(f) => {
                let conversion = match f.conversion {
                    ast::ConversionFlag::None => -1,
                    ast::ConversionFlag::Str => b's' as i64,
                    ast::ConversionFlag::Repr => b'r' as i64,
                    ast::ConversionFlag::Ascii => b'a' as i64,
                };
                self.node(
                    "FormattedValue",
                    at,
                    vec![
                        ("value", self.expr(&f.value)),
                        ("conversion", json!(conversion)),
                        ("format_spec", self.opt(&f.format_spec)),
                    ],
                )
            }
            Expr::JoinedStr(j) => self.node("JoinedStr", at, vec![("values", self.exprs(&j.values))]),
            Expr::Constant(c) => {
                let mut v = constant(&c.value);
                let (line, col) = self.position(e.start());
                v["lineno"] = json!(line);
                v["col"] = json!(col);
                v
            }
            Expr::Attribute(a) => self.node(
                "Attribute",
                at,
                vec![("value", self.expr(&a.value)), ("attr", json!(a.attr.as_str())), ("ctx", context(a.ctx))],
            ),
            Expr::Subscript(s) => self.node(
                "Subscript",
                at,
                vec![("value", self.expr(&s.value)), ("slice", self.expr(&s.slice)), ("ctx", context(s.ctx))],
            ),
            Expr::Starred(s) => self.node("Starred", at, vec![("value", self.expr(&s.value)), ("ctx", context(s.ctx))]),
            Expr::Name(n) => self.node("Name", at, vec![("id", json!(n.id.as_str())), ("ctx", context(n.ctx))]),
            Expr::List(l) => self.node("List", at, vec![("elts", self.exprs(&l.elts)), ("ctx", context(l.ctx))]),
            Expr::Tuple(t) => self.node("Tuple", at, vec![("elts", self.exprs(&t.elts)), ("ctx", context(t.ctx))]),
            Expr::Slice(s) => self.node(
                "Slice",
                at,
                vec![("lower", self.opt(&s.lower)), ("upper", self.opt(&s.upper)), ("step", self.opt(&s.step))],
            ),
        }
    }
}

fn context(c: ast::ExprContext) -> Json {
    json!({ "_t": match c {
        ast::ExprContext::Load => "Load",
        ast::ExprContext::Store => "Store",
        ast::ExprContext::Del => "Del",
    } })
}

fn operator(op: ast::Operator) -> Json {
    use ast::Operator::*;
    let name = match op {
        Add => "Add",
        Sub => "Sub",
        Mult => "Mult",
        MatMult => "MatMult",
        Div => "Div",
        Mod => "Mod",
        Pow => "Pow",
        LShift => "LShift",
        RShift => "RShift",
        BitOr => "BitOr",
        BitXor => "BitXor",
        BitAnd => "BitAnd",
        FloorDiv => "FloorDiv",
    };
    json!({ "_t": name })
}

fn cmpop(op: ast::CmpOp) -> Json {
    use ast::CmpOp::*;
    let name = match op {
        Eq => "Eq",
        NotEq => "NotEq",
        Lt => "Lt",
        LtE => "LtE",
        Gt => "Gt",
        GtE => "GtE",
        Is => "Is",
        IsNot => "IsNot",
        In => "In",
        NotIn => "NotIn",
    };
    json!({ "_t": name })
}

/// A constant as the Python side writes it: `{"_t": "Constant", "kind", "value"}`.
pub fn constant(c: &Constant) -> Json {
    let (kind, value) = match c {
        Constant::None => ("none", Json::Null),
        Constant::Bool(b) => ("bool", json!(b)),
        Constant::Str(s) => ("str", json!(s)),
        Constant::Int(i) => match i.to_string().parse::<i64>() {
            Ok(v) => ("int", json!(v)),
            Err(_) => match i.to_string().parse::<u64>() {
                Ok(v) => ("int", json!(v)),
                Err(_) => ("int", json!(i.to_string())),
            },
        },
        Constant::Float(f) => ("float", json!(python_float_repr(*f))),
        Constant::Ellipsis => ("ellipsis", json!("...")),
        Constant::Bytes(b) => ("bytes", json!(format!("{b:?}"))),
        Constant::Tuple(_) => ("tuple", json!("(...)")),
        Constant::Complex { real, imag } => ("complex", json!(format!("({real}+{imag}j)"))),
    };
    json!({ "_t": "Constant", "kind": kind, "value": value })
}

/// Python's `repr` of a float, as far as the frontend reads it back (a round-trip decimal).
fn python_float_repr(f: f64) -> String {
    if f.is_infinite() {
        return if f > 0.0 { "inf".into() } else { "-inf".into() };
    }
    if f.is_nan() {
        return "nan".into();
    }
    let s = format!("{f:?}");
    if s.contains('e') || s.contains('.') {
        s
    } else {
        format!("{s}.0")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_lines_and_character_columns() {
        let src = "x = 1\n# é\ny = 'é' + z\n";
        let c = Converter::new(src);
        let z = src.rfind('z').unwrap();
        assert_eq!(c.position(TextSize::from(z as u32)), (3, 10));
        assert_eq!(c.position(TextSize::from(0)), (1, 0));
    }

    #[test]
    fn floats_read_back_as_python_writes_them() {
        assert_eq!(python_float_repr(1e-5), "1e-5");
        assert_eq!(python_float_repr(2.0), "2.0");
        assert_eq!(python_float_repr(f64::INFINITY), "inf");
    }
}
