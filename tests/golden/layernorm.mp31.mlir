module {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @llvm.musa.read.ptx.sreg.ctaid.x() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.ctaid.y() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.ctaid.z() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.nctaid.x() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.nctaid.y() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.nctaid.z() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.tid.x() -> i32
  llvm.func @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, !llvm.ptr<5>) -> i32
  llvm.func @llvm.musa.syncthreads.lm()
  func.func @layernorm_fwd_kernel(%a0: !llvm.ptr<1>, %a1: !llvm.ptr<1>, %a2: !llvm.ptr<1>, %a3: !llvm.ptr<1>, %a4: !llvm.ptr<1>, %a5: !llvm.ptr<1>, %a6: i32, %a7: i32, %a8: f32) {
    %tid = llvm.call @llvm.musa.read.ptx.sreg.tid.x() : () -> i32
    %tidx = arith.index_cast %tid : i32 to index
    %pid0 = llvm.call @llvm.musa.read.ptx.sreg.ctaid.x() : () -> i32
    %nprog0 = llvm.call @llvm.musa.read.ptx.sreg.nctaid.x() : () -> i32
    %pid1 = llvm.call @llvm.musa.read.ptx.sreg.ctaid.y() : () -> i32
    %nprog1 = llvm.call @llvm.musa.read.ptx.sreg.nctaid.y() : () -> i32
    %pid2 = llvm.call @llvm.musa.read.ptx.sreg.ctaid.z() : () -> i32
    %nprog2 = llvm.call @llvm.musa.read.ptx.sreg.nctaid.z() : () -> i32
    %smem = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %sbuf106_off = arith.constant 0 : i32
    %sbuf106 = llvm.getelementptr %smem[%sbuf106_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %sbuf342_off = arith.constant 32 : i32
    %sbuf342 = llvm.getelementptr %smem[%sbuf342_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %v1 = arith.muli %pid0, %a6 : i32
    %v2 = llvm.getelementptr %a0[%v1] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %v3 = arith.muli %pid0, %a6 : i32
    %v4 = llvm.getelementptr %a1[%v3] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %v5 = arith.constant 0x00000000 : f32
    %v6 = arith.constant 0 : i32
    %v7 = arith.constant 1024 : i32
    %v8 = arith.extsi %v6 : i32 to i64
    %v9 = arith.extsi %a7 : i32 to i64
    %v10 = arith.subi %v9, %v8 : i64
    %v11 = arith.constant 1024 : i64
    %v12 = arith.constant 0 : i64
    %v13 = arith.constant 1 : i64
    %v14 = arith.cmpi eq, %v11, %v12 : i64
    %v15 = arith.constant -1 : i64
    %v16 = arith.constant -9223372036854775808 : i64
    %v17 = arith.cmpi eq, %v11, %v15 : i64
    %v18 = arith.cmpi eq, %v10, %v16 : i64
    %v19 = arith.andi %v17, %v18 : i1
    %v20 = arith.ori %v14, %v19 : i1
    %v21 = arith.select %v20, %v13, %v11 : i64
    %v22 = arith.divsi %v10, %v21 : i64
    %v23 = arith.muli %v22, %v11 : i64
    %v24 = arith.addi %v8, %v23 : i64
    %v25 = arith.trunci %v24 : i64 to i32
    %v26 = arith.muli %tidx, %c4 : index
    %v27 = arith.addi %v26, %c1 : index
    %v28 = arith.addi %v26, %c2 : index
    %v29 = arith.addi %v26, %c3 : index
    %v35:4 = scf.for %v34 = %v6 to %v25 step %v7 iter_args(%v30 = %v5, %v31 = %v5, %v32 = %v5, %v33 = %v5) -> (f32, f32, f32, f32) : i32 {
      %v36 = arith.muli %tidx, %c4 : index
      %v37 = arith.addi %v36, %c1 : index
      %v38 = arith.addi %v36, %c2 : index
      %v39 = arith.addi %v36, %c3 : index
      %v40 = arith.index_cast %v36 : index to i32
      %v41 = arith.addi %v34, %v40 : i32
      %v42 = llvm.getelementptr %v2[%v41] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v43 = llvm.load %v42 {alignment = 8 : i64} : !llvm.ptr<1> -> vector<4xf16>
      %v44 = llvm.mlir.constant(0 : i32) : i32
      %v45 = llvm.extractelement %v43[%v44 : i32] : vector<4xf16>
      %v46 = llvm.mlir.constant(1 : i32) : i32
      %v47 = llvm.extractelement %v43[%v46 : i32] : vector<4xf16>
      %v48 = llvm.mlir.constant(2 : i32) : i32
      %v49 = llvm.extractelement %v43[%v48 : i32] : vector<4xf16>
      %v50 = llvm.mlir.constant(3 : i32) : i32
      %v51 = llvm.extractelement %v43[%v50 : i32] : vector<4xf16>
      %v52 = arith.extf %v45 : f16 to f32
      %v53 = arith.addf %v30, %v52 fastmath<contract> : f32
      %v54 = arith.extf %v47 : f16 to f32
      %v55 = arith.addf %v31, %v54 fastmath<contract> : f32
      %v56 = arith.extf %v49 : f16 to f32
      %v57 = arith.addf %v32, %v56 fastmath<contract> : f32
      %v58 = arith.extf %v51 : f16 to f32
      %v59 = arith.addf %v33, %v58 fastmath<contract> : f32
      scf.yield %v53, %v55, %v57, %v59 : f32, f32, f32, f32
    }
    %v60 = arith.muli %tidx, %c4 : index
    %v61 = arith.addi %v60, %c1 : index
    %v62 = arith.addi %v60, %c2 : index
    %v63 = arith.addi %v60, %c3 : index
    %v69:4 = scf.for %v68 = %v25 to %a7 step %v7 iter_args(%v64 = %v35#0, %v65 = %v35#1, %v66 = %v35#2, %v67 = %v35#3) -> (f32, f32, f32, f32) : i32 {
      %v70 = arith.constant 0x0000 : f16
      %v71 = arith.muli %tidx, %c4 : index
      %v72 = arith.addi %v71, %c1 : index
      %v73 = arith.addi %v71, %c2 : index
      %v74 = arith.addi %v71, %c3 : index
      %v75 = arith.index_cast %v71 : index to i32
      %v76 = arith.addi %v68, %v75 : i32
      %v77 = llvm.getelementptr %v2[%v76] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v78 = arith.cmpi slt, %v76, %a7 : i32
      %v79 = llvm.mlir.undef : vector<4xf16>
      %v80 = llvm.mlir.constant(0 : i32) : i32
      %v81 = llvm.insertelement %v70, %v79[%v80 : i32] : vector<4xf16>
      %v82 = llvm.mlir.constant(1 : i32) : i32
      %v83 = llvm.insertelement %v70, %v81[%v82 : i32] : vector<4xf16>
      %v84 = llvm.mlir.constant(2 : i32) : i32
      %v85 = llvm.insertelement %v70, %v83[%v84 : i32] : vector<4xf16>
      %v86 = llvm.mlir.constant(3 : i32) : i32
      %v87 = llvm.insertelement %v70, %v85[%v86 : i32] : vector<4xf16>
      %v88 = scf.if %v78 -> (vector<4xf16>) {
        %v89 = llvm.load %v77 {alignment = 8 : i64} : !llvm.ptr<1> -> vector<4xf16>
        scf.yield %v89 : vector<4xf16>
      } else {
        scf.yield %v87 : vector<4xf16>
      }
      %v90 = llvm.mlir.constant(0 : i32) : i32
      %v91 = llvm.extractelement %v88[%v90 : i32] : vector<4xf16>
      %v92 = llvm.mlir.constant(1 : i32) : i32
      %v93 = llvm.extractelement %v88[%v92 : i32] : vector<4xf16>
      %v94 = llvm.mlir.constant(2 : i32) : i32
      %v95 = llvm.extractelement %v88[%v94 : i32] : vector<4xf16>
      %v96 = llvm.mlir.constant(3 : i32) : i32
      %v97 = llvm.extractelement %v88[%v96 : i32] : vector<4xf16>
      %v98 = arith.extf %v91 : f16 to f32
      %v99 = arith.addf %v64, %v98 fastmath<contract> : f32
      %v100 = arith.extf %v93 : f16 to f32
      %v101 = arith.addf %v65, %v100 fastmath<contract> : f32
      %v102 = arith.extf %v95 : f16 to f32
      %v103 = arith.addf %v66, %v102 fastmath<contract> : f32
      %v104 = arith.extf %v97 : f16 to f32
      %v105 = arith.addf %v67, %v104 fastmath<contract> : f32
      scf.yield %v99, %v101, %v103, %v105 : f32, f32, f32, f32
    }
    %v107 = arith.remui %tidx, %c256 : index
    %v108 = arith.divui %tidx, %c256 : index
    %v109 = arith.cmpi ult, %v108, %c1 : index
    %v110 = arith.select %v109, %v108, %c0 : index
    %v111 = arith.constant 0.0 : f32
    %v112 = arith.muli %tidx, %c4 : index
    %v113 = arith.addi %v112, %c1 : index
    %v114 = arith.addi %v112, %c2 : index
    %v115 = arith.addi %v112, %c3 : index
    %v116 = arith.addf %v111, %v69#0 fastmath<reassoc> : f32
    %v117 = arith.addf %v116, %v69#1 fastmath<reassoc> : f32
    %v118 = arith.addf %v117, %v69#2 fastmath<reassoc> : f32
    %v119 = arith.addf %v118, %v69#3 fastmath<reassoc> : f32
    %v120 = arith.bitcast %v119 : f32 to i32
    %v121 = arith.constant 16 : i32
    %v122 = arith.constant 12319 : i32
    %v123 = llvm.mlir.zero : !llvm.ptr<5>
    %v124 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v120, %v121, %v122, %v123) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v125 = arith.bitcast %v124 : i32 to f32
    %v126 = arith.addf %v119, %v125 fastmath<reassoc> : f32
    %v127 = arith.bitcast %v126 : f32 to i32
    %v128 = arith.constant 8 : i32
    %v129 = arith.constant 12319 : i32
    %v130 = llvm.mlir.zero : !llvm.ptr<5>
    %v131 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v127, %v128, %v129, %v130) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v132 = arith.bitcast %v131 : i32 to f32
    %v133 = arith.addf %v126, %v132 fastmath<reassoc> : f32
    %v134 = arith.bitcast %v133 : f32 to i32
    %v135 = arith.constant 4 : i32
    %v136 = arith.constant 12319 : i32
    %v137 = llvm.mlir.zero : !llvm.ptr<5>
    %v138 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v134, %v135, %v136, %v137) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v139 = arith.bitcast %v138 : i32 to f32
    %v140 = arith.addf %v133, %v139 fastmath<reassoc> : f32
    %v141 = arith.bitcast %v140 : f32 to i32
    %v142 = arith.constant 2 : i32
    %v143 = arith.constant 12319 : i32
    %v144 = llvm.mlir.zero : !llvm.ptr<5>
    %v145 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v141, %v142, %v143, %v144) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v146 = arith.bitcast %v145 : i32 to f32
    %v147 = arith.addf %v140, %v146 fastmath<reassoc> : f32
    %v148 = arith.bitcast %v147 : f32 to i32
    %v149 = arith.constant 1 : i32
    %v150 = arith.constant 12319 : i32
    %v151 = llvm.mlir.zero : !llvm.ptr<5>
    %v152 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v148, %v149, %v150, %v151) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v153 = arith.bitcast %v152 : i32 to f32
    %v154 = arith.addf %v147, %v153 fastmath<reassoc> : f32
    %v155 = arith.divui %v107, %c32 : index
    %v156 = arith.remui %tidx, %c32 : index
    %v157 = arith.cmpi eq, %v156, %c0 : index
    %v158 = arith.muli %v108, %c8 : index
    %v159 = arith.addi %v158, %v155 : index
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    scf.if %v157 {
      %v160 = arith.index_cast %v159 : index to i32
      %v161 = llvm.getelementptr %sbuf106[%v160] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %v154, %v161 : f32, !llvm.ptr<3>
    }
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v162 = arith.index_cast %v158 : index to i32
    %v163 = llvm.getelementptr %sbuf106[%v162] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v164 = llvm.load %v163 : !llvm.ptr<3> -> f32
    %v165 = arith.addi %v158, %c1 : index
    %v166 = arith.index_cast %v165 : index to i32
    %v167 = llvm.getelementptr %sbuf106[%v166] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v168 = llvm.load %v167 : !llvm.ptr<3> -> f32
    %v169 = arith.addf %v164, %v168 fastmath<reassoc> : f32
    %v170 = arith.addi %v158, %c2 : index
    %v171 = arith.index_cast %v170 : index to i32
    %v172 = llvm.getelementptr %sbuf106[%v171] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v173 = llvm.load %v172 : !llvm.ptr<3> -> f32
    %v174 = arith.addf %v169, %v173 fastmath<reassoc> : f32
    %v175 = arith.addi %v158, %c3 : index
    %v176 = arith.index_cast %v175 : index to i32
    %v177 = llvm.getelementptr %sbuf106[%v176] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v178 = llvm.load %v177 : !llvm.ptr<3> -> f32
    %v179 = arith.addf %v174, %v178 fastmath<reassoc> : f32
    %v180 = arith.addi %v158, %c4 : index
    %v181 = arith.index_cast %v180 : index to i32
    %v182 = llvm.getelementptr %sbuf106[%v181] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v183 = llvm.load %v182 : !llvm.ptr<3> -> f32
    %v184 = arith.addf %v179, %v183 fastmath<reassoc> : f32
    %v185 = arith.addi %v158, %c5 : index
    %v186 = arith.index_cast %v185 : index to i32
    %v187 = llvm.getelementptr %sbuf106[%v186] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v188 = llvm.load %v187 : !llvm.ptr<3> -> f32
    %v189 = arith.addf %v184, %v188 fastmath<reassoc> : f32
    %v190 = arith.addi %v158, %c6 : index
    %v191 = arith.index_cast %v190 : index to i32
    %v192 = llvm.getelementptr %sbuf106[%v191] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v193 = llvm.load %v192 : !llvm.ptr<3> -> f32
    %v194 = arith.addf %v189, %v193 fastmath<reassoc> : f32
    %v195 = arith.addi %v158, %c7 : index
    %v196 = arith.index_cast %v195 : index to i32
    %v197 = llvm.getelementptr %sbuf106[%v196] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v198 = llvm.load %v197 : !llvm.ptr<3> -> f32
    %v199 = arith.addf %v194, %v198 fastmath<reassoc> : f32
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v200 = arith.sitofp %a7 : i32 to f32
    %v201 = arith.divf %v199, %v200 : f32
    %v202 = arith.constant 0x00000000 : f32
    %v203 = arith.constant 0 : i32
    %v204 = arith.constant 1024 : i32
    %v205 = arith.extsi %v203 : i32 to i64
    %v206 = arith.extsi %a7 : i32 to i64
    %v207 = arith.subi %v206, %v205 : i64
    %v208 = arith.constant 1024 : i64
    %v209 = arith.constant 0 : i64
    %v210 = arith.constant 1 : i64
    %v211 = arith.cmpi eq, %v208, %v209 : i64
    %v212 = arith.constant -1 : i64
    %v213 = arith.constant -9223372036854775808 : i64
    %v214 = arith.cmpi eq, %v208, %v212 : i64
    %v215 = arith.cmpi eq, %v207, %v213 : i64
    %v216 = arith.andi %v214, %v215 : i1
    %v217 = arith.ori %v211, %v216 : i1
    %v218 = arith.select %v217, %v210, %v208 : i64
    %v219 = arith.divsi %v207, %v218 : i64
    %v220 = arith.muli %v219, %v208 : i64
    %v221 = arith.addi %v205, %v220 : i64
    %v222 = arith.trunci %v221 : i64 to i32
    %v223 = arith.muli %tidx, %c4 : index
    %v224 = arith.addi %v223, %c1 : index
    %v225 = arith.addi %v223, %c2 : index
    %v226 = arith.addi %v223, %c3 : index
    %v232:4 = scf.for %v231 = %v203 to %v222 step %v204 iter_args(%v227 = %v202, %v228 = %v202, %v229 = %v202, %v230 = %v202) -> (f32, f32, f32, f32) : i32 {
      %v233 = arith.muli %tidx, %c4 : index
      %v234 = arith.addi %v233, %c1 : index
      %v235 = arith.addi %v233, %c2 : index
      %v236 = arith.addi %v233, %c3 : index
      %v237 = arith.index_cast %v233 : index to i32
      %v238 = arith.addi %v231, %v237 : i32
      %v239 = llvm.getelementptr %v2[%v238] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v240 = llvm.load %v239 {alignment = 8 : i64} : !llvm.ptr<1> -> vector<4xf16>
      %v241 = llvm.mlir.constant(0 : i32) : i32
      %v242 = llvm.extractelement %v240[%v241 : i32] : vector<4xf16>
      %v243 = llvm.mlir.constant(1 : i32) : i32
      %v244 = llvm.extractelement %v240[%v243 : i32] : vector<4xf16>
      %v245 = llvm.mlir.constant(2 : i32) : i32
      %v246 = llvm.extractelement %v240[%v245 : i32] : vector<4xf16>
      %v247 = llvm.mlir.constant(3 : i32) : i32
      %v248 = llvm.extractelement %v240[%v247 : i32] : vector<4xf16>
      %v249 = arith.extf %v242 : f16 to f32
      %v250 = arith.subf %v249, %v201 fastmath<contract> : f32
      %v251 = arith.extf %v244 : f16 to f32
      %v252 = arith.subf %v251, %v201 fastmath<contract> : f32
      %v253 = arith.extf %v246 : f16 to f32
      %v254 = arith.subf %v253, %v201 fastmath<contract> : f32
      %v255 = arith.extf %v248 : f16 to f32
      %v256 = arith.subf %v255, %v201 fastmath<contract> : f32
      %v257 = arith.muli %tidx, %c4 : index
      %v258 = arith.addi %v257, %c1 : index
      %v259 = arith.addi %v257, %c2 : index
      %v260 = arith.addi %v257, %c3 : index
      %v261 = arith.mulf %v250, %v250 fastmath<contract> : f32
      %v262 = arith.addf %v227, %v261 fastmath<contract> : f32
      %v263 = arith.mulf %v252, %v252 fastmath<contract> : f32
      %v264 = arith.addf %v228, %v263 fastmath<contract> : f32
      %v265 = arith.mulf %v254, %v254 fastmath<contract> : f32
      %v266 = arith.addf %v229, %v265 fastmath<contract> : f32
      %v267 = arith.mulf %v256, %v256 fastmath<contract> : f32
      %v268 = arith.addf %v230, %v267 fastmath<contract> : f32
      scf.yield %v262, %v264, %v266, %v268 : f32, f32, f32, f32
    }
    %v269 = arith.muli %tidx, %c4 : index
    %v270 = arith.addi %v269, %c1 : index
    %v271 = arith.addi %v269, %c2 : index
    %v272 = arith.addi %v269, %c3 : index
    %v278:4 = scf.for %v277 = %v222 to %a7 step %v204 iter_args(%v273 = %v232#0, %v274 = %v232#1, %v275 = %v232#2, %v276 = %v232#3) -> (f32, f32, f32, f32) : i32 {
      %v279 = arith.constant 0x0000 : f16
      %v280 = arith.constant 0x00000000 : f32
      %v281 = arith.muli %tidx, %c4 : index
      %v282 = arith.addi %v281, %c1 : index
      %v283 = arith.addi %v281, %c2 : index
      %v284 = arith.addi %v281, %c3 : index
      %v285 = arith.index_cast %v281 : index to i32
      %v286 = arith.addi %v277, %v285 : i32
      %v287 = arith.cmpi slt, %v286, %a7 : i32
      %v288 = llvm.getelementptr %v2[%v286] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v289 = arith.cmpi slt, %v286, %a7 : i32
      %v290 = llvm.mlir.undef : vector<4xf16>
      %v291 = llvm.mlir.constant(0 : i32) : i32
      %v292 = llvm.insertelement %v279, %v290[%v291 : i32] : vector<4xf16>
      %v293 = llvm.mlir.constant(1 : i32) : i32
      %v294 = llvm.insertelement %v279, %v292[%v293 : i32] : vector<4xf16>
      %v295 = llvm.mlir.constant(2 : i32) : i32
      %v296 = llvm.insertelement %v279, %v294[%v295 : i32] : vector<4xf16>
      %v297 = llvm.mlir.constant(3 : i32) : i32
      %v298 = llvm.insertelement %v279, %v296[%v297 : i32] : vector<4xf16>
      %v299 = scf.if %v289 -> (vector<4xf16>) {
        %v300 = llvm.load %v288 {alignment = 8 : i64} : !llvm.ptr<1> -> vector<4xf16>
        scf.yield %v300 : vector<4xf16>
      } else {
        scf.yield %v298 : vector<4xf16>
      }
      %v301 = llvm.mlir.constant(0 : i32) : i32
      %v302 = llvm.extractelement %v299[%v301 : i32] : vector<4xf16>
      %v303 = llvm.mlir.constant(1 : i32) : i32
      %v304 = llvm.extractelement %v299[%v303 : i32] : vector<4xf16>
      %v305 = llvm.mlir.constant(2 : i32) : i32
      %v306 = llvm.extractelement %v299[%v305 : i32] : vector<4xf16>
      %v307 = llvm.mlir.constant(3 : i32) : i32
      %v308 = llvm.extractelement %v299[%v307 : i32] : vector<4xf16>
      %v309 = arith.extf %v302 : f16 to f32
      %v310 = arith.subf %v309, %v201 fastmath<contract> : f32
      %v311 = arith.select %v287, %v310, %v280 : f32
      %v312 = arith.index_cast %v282 : index to i32
      %v313 = arith.addi %v277, %v312 : i32
      %v314 = arith.cmpi slt, %v313, %a7 : i32
      %v315 = arith.extf %v304 : f16 to f32
      %v316 = arith.subf %v315, %v201 fastmath<contract> : f32
      %v317 = arith.select %v314, %v316, %v280 : f32
      %v318 = arith.index_cast %v283 : index to i32
      %v319 = arith.addi %v277, %v318 : i32
      %v320 = arith.cmpi slt, %v319, %a7 : i32
      %v321 = arith.extf %v306 : f16 to f32
      %v322 = arith.subf %v321, %v201 fastmath<contract> : f32
      %v323 = arith.select %v320, %v322, %v280 : f32
      %v324 = arith.index_cast %v284 : index to i32
      %v325 = arith.addi %v277, %v324 : i32
      %v326 = arith.cmpi slt, %v325, %a7 : i32
      %v327 = arith.extf %v308 : f16 to f32
      %v328 = arith.subf %v327, %v201 fastmath<contract> : f32
      %v329 = arith.select %v326, %v328, %v280 : f32
      %v330 = arith.muli %tidx, %c4 : index
      %v331 = arith.addi %v330, %c1 : index
      %v332 = arith.addi %v330, %c2 : index
      %v333 = arith.addi %v330, %c3 : index
      %v334 = arith.mulf %v311, %v311 fastmath<contract> : f32
      %v335 = arith.addf %v273, %v334 fastmath<contract> : f32
      %v336 = arith.mulf %v317, %v317 fastmath<contract> : f32
      %v337 = arith.addf %v274, %v336 fastmath<contract> : f32
      %v338 = arith.mulf %v323, %v323 fastmath<contract> : f32
      %v339 = arith.addf %v275, %v338 fastmath<contract> : f32
      %v340 = arith.mulf %v329, %v329 fastmath<contract> : f32
      %v341 = arith.addf %v276, %v340 fastmath<contract> : f32
      scf.yield %v335, %v337, %v339, %v341 : f32, f32, f32, f32
    }
    %v343 = arith.remui %tidx, %c256 : index
    %v344 = arith.divui %tidx, %c256 : index
    %v345 = arith.cmpi ult, %v344, %c1 : index
    %v346 = arith.select %v345, %v344, %c0 : index
    %v347 = arith.constant 0.0 : f32
    %v348 = arith.muli %tidx, %c4 : index
    %v349 = arith.addi %v348, %c1 : index
    %v350 = arith.addi %v348, %c2 : index
    %v351 = arith.addi %v348, %c3 : index
    %v352 = arith.addf %v347, %v278#0 fastmath<reassoc> : f32
    %v353 = arith.addf %v352, %v278#1 fastmath<reassoc> : f32
    %v354 = arith.addf %v353, %v278#2 fastmath<reassoc> : f32
    %v355 = arith.addf %v354, %v278#3 fastmath<reassoc> : f32
    %v356 = arith.bitcast %v355 : f32 to i32
    %v357 = arith.constant 16 : i32
    %v358 = arith.constant 12319 : i32
    %v359 = llvm.mlir.zero : !llvm.ptr<5>
    %v360 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v356, %v357, %v358, %v359) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v361 = arith.bitcast %v360 : i32 to f32
    %v362 = arith.addf %v355, %v361 fastmath<reassoc> : f32
    %v363 = arith.bitcast %v362 : f32 to i32
    %v364 = arith.constant 8 : i32
    %v365 = arith.constant 12319 : i32
    %v366 = llvm.mlir.zero : !llvm.ptr<5>
    %v367 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v363, %v364, %v365, %v366) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v368 = arith.bitcast %v367 : i32 to f32
    %v369 = arith.addf %v362, %v368 fastmath<reassoc> : f32
    %v370 = arith.bitcast %v369 : f32 to i32
    %v371 = arith.constant 4 : i32
    %v372 = arith.constant 12319 : i32
    %v373 = llvm.mlir.zero : !llvm.ptr<5>
    %v374 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v370, %v371, %v372, %v373) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v375 = arith.bitcast %v374 : i32 to f32
    %v376 = arith.addf %v369, %v375 fastmath<reassoc> : f32
    %v377 = arith.bitcast %v376 : f32 to i32
    %v378 = arith.constant 2 : i32
    %v379 = arith.constant 12319 : i32
    %v380 = llvm.mlir.zero : !llvm.ptr<5>
    %v381 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v377, %v378, %v379, %v380) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v382 = arith.bitcast %v381 : i32 to f32
    %v383 = arith.addf %v376, %v382 fastmath<reassoc> : f32
    %v384 = arith.bitcast %v383 : f32 to i32
    %v385 = arith.constant 1 : i32
    %v386 = arith.constant 12319 : i32
    %v387 = llvm.mlir.zero : !llvm.ptr<5>
    %v388 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v384, %v385, %v386, %v387) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v389 = arith.bitcast %v388 : i32 to f32
    %v390 = arith.addf %v383, %v389 fastmath<reassoc> : f32
    %v391 = arith.divui %v343, %c32 : index
    %v392 = arith.remui %tidx, %c32 : index
    %v393 = arith.cmpi eq, %v392, %c0 : index
    %v394 = arith.muli %v344, %c8 : index
    %v395 = arith.addi %v394, %v391 : index
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    scf.if %v393 {
      %v396 = arith.index_cast %v395 : index to i32
      %v397 = llvm.getelementptr %sbuf342[%v396] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %v390, %v397 : f32, !llvm.ptr<3>
    }
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v398 = arith.index_cast %v394 : index to i32
    %v399 = llvm.getelementptr %sbuf342[%v398] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v400 = llvm.load %v399 : !llvm.ptr<3> -> f32
    %v401 = arith.addi %v394, %c1 : index
    %v402 = arith.index_cast %v401 : index to i32
    %v403 = llvm.getelementptr %sbuf342[%v402] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v404 = llvm.load %v403 : !llvm.ptr<3> -> f32
    %v405 = arith.addf %v400, %v404 fastmath<reassoc> : f32
    %v406 = arith.addi %v394, %c2 : index
    %v407 = arith.index_cast %v406 : index to i32
    %v408 = llvm.getelementptr %sbuf342[%v407] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v409 = llvm.load %v408 : !llvm.ptr<3> -> f32
    %v410 = arith.addf %v405, %v409 fastmath<reassoc> : f32
    %v411 = arith.addi %v394, %c3 : index
    %v412 = arith.index_cast %v411 : index to i32
    %v413 = llvm.getelementptr %sbuf342[%v412] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v414 = llvm.load %v413 : !llvm.ptr<3> -> f32
    %v415 = arith.addf %v410, %v414 fastmath<reassoc> : f32
    %v416 = arith.addi %v394, %c4 : index
    %v417 = arith.index_cast %v416 : index to i32
    %v418 = llvm.getelementptr %sbuf342[%v417] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v419 = llvm.load %v418 : !llvm.ptr<3> -> f32
    %v420 = arith.addf %v415, %v419 fastmath<reassoc> : f32
    %v421 = arith.addi %v394, %c5 : index
    %v422 = arith.index_cast %v421 : index to i32
    %v423 = llvm.getelementptr %sbuf342[%v422] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v424 = llvm.load %v423 : !llvm.ptr<3> -> f32
    %v425 = arith.addf %v420, %v424 fastmath<reassoc> : f32
    %v426 = arith.addi %v394, %c6 : index
    %v427 = arith.index_cast %v426 : index to i32
    %v428 = llvm.getelementptr %sbuf342[%v427] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v429 = llvm.load %v428 : !llvm.ptr<3> -> f32
    %v430 = arith.addf %v425, %v429 fastmath<reassoc> : f32
    %v431 = arith.addi %v394, %c7 : index
    %v432 = arith.index_cast %v431 : index to i32
    %v433 = llvm.getelementptr %sbuf342[%v432] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v434 = llvm.load %v433 : !llvm.ptr<3> -> f32
    %v435 = arith.addf %v430, %v434 fastmath<reassoc> : f32
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v436 = arith.sitofp %a7 : i32 to f32
    %v437 = arith.divf %v435, %v436 : f32
    %v438 = arith.addf %v437, %a8 fastmath<contract> : f32
    %v439 = math.sqrt %v438 : f32
    %v440 = arith.constant 0x3F800000 : f32
    %v441 = arith.divf %v440, %v439 : f32
    %v442 = llvm.getelementptr %a4[%pid0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v443 = arith.muli %tidx, %c1 : index
    %v444 = arith.cmpi ult, %v443, %c1 : index
    scf.if %v444 {
      llvm.store %v201, %v442 : f32, !llvm.ptr<1>
    }
    %v445 = llvm.getelementptr %a5[%pid0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v446 = arith.muli %tidx, %c1 : index
    %v447 = arith.cmpi ult, %v446, %c1 : index
    scf.if %v447 {
      llvm.store %v441, %v445 : f32, !llvm.ptr<1>
    }
    %v448 = arith.constant 0 : i32
    %v449 = arith.constant 1024 : i32
    %v450 = arith.extsi %v448 : i32 to i64
    %v451 = arith.extsi %a7 : i32 to i64
    %v452 = arith.subi %v451, %v450 : i64
    %v453 = arith.constant 1024 : i64
    %v454 = arith.constant 0 : i64
    %v455 = arith.constant 1 : i64
    %v456 = arith.cmpi eq, %v453, %v454 : i64
    %v457 = arith.constant -1 : i64
    %v458 = arith.constant -9223372036854775808 : i64
    %v459 = arith.cmpi eq, %v453, %v457 : i64
    %v460 = arith.cmpi eq, %v452, %v458 : i64
    %v461 = arith.andi %v459, %v460 : i1
    %v462 = arith.ori %v456, %v461 : i1
    %v463 = arith.select %v462, %v455, %v453 : i64
    %v464 = arith.divsi %v452, %v463 : i64
    %v465 = arith.muli %v464, %v453 : i64
    %v466 = arith.addi %v450, %v465 : i64
    %v467 = arith.trunci %v466 : i64 to i32
    scf.for %v468 = %v448 to %v467 step %v449 : i32 {
      %v470 = arith.muli %tidx, %c4 : index
      %v471 = arith.addi %v470, %c1 : index
      %v472 = arith.addi %v470, %c2 : index
      %v473 = arith.addi %v470, %c3 : index
      %v474 = arith.index_cast %v470 : index to i32
      %v475 = arith.addi %v468, %v474 : i32
      %v476 = llvm.getelementptr %v2[%v475] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v477 = llvm.load %v476 {alignment = 8 : i64} : !llvm.ptr<1> -> vector<4xf16>
      %v478 = llvm.mlir.constant(0 : i32) : i32
      %v479 = llvm.extractelement %v477[%v478 : i32] : vector<4xf16>
      %v480 = llvm.mlir.constant(1 : i32) : i32
      %v481 = llvm.extractelement %v477[%v480 : i32] : vector<4xf16>
      %v482 = llvm.mlir.constant(2 : i32) : i32
      %v483 = llvm.extractelement %v477[%v482 : i32] : vector<4xf16>
      %v484 = llvm.mlir.constant(3 : i32) : i32
      %v485 = llvm.extractelement %v477[%v484 : i32] : vector<4xf16>
      %v486 = arith.extf %v479 : f16 to f32
      %v487 = arith.subf %v486, %v201 fastmath<contract> : f32
      %v488 = arith.mulf %v487, %v441 fastmath<contract> : f32
      %v489 = llvm.getelementptr %a2[%v475] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v490 = llvm.load %v489 {alignment = 8 : i64} : !llvm.ptr<1> -> vector<4xf16>
      %v491 = llvm.mlir.constant(0 : i32) : i32
      %v492 = llvm.extractelement %v490[%v491 : i32] : vector<4xf16>
      %v493 = llvm.mlir.constant(1 : i32) : i32
      %v494 = llvm.extractelement %v490[%v493 : i32] : vector<4xf16>
      %v495 = llvm.mlir.constant(2 : i32) : i32
      %v496 = llvm.extractelement %v490[%v495 : i32] : vector<4xf16>
      %v497 = llvm.mlir.constant(3 : i32) : i32
      %v498 = llvm.extractelement %v490[%v497 : i32] : vector<4xf16>
      %v499 = arith.extf %v492 : f16 to f32
      %v500 = arith.mulf %v488, %v499 fastmath<contract> : f32
      %v501 = llvm.getelementptr %a3[%v475] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v502 = llvm.load %v501 {alignment = 8 : i64} : !llvm.ptr<1> -> vector<4xf16>
      %v503 = llvm.mlir.constant(0 : i32) : i32
      %v504 = llvm.extractelement %v502[%v503 : i32] : vector<4xf16>
      %v505 = llvm.mlir.constant(1 : i32) : i32
      %v506 = llvm.extractelement %v502[%v505 : i32] : vector<4xf16>
      %v507 = llvm.mlir.constant(2 : i32) : i32
      %v508 = llvm.extractelement %v502[%v507 : i32] : vector<4xf16>
      %v509 = llvm.mlir.constant(3 : i32) : i32
      %v510 = llvm.extractelement %v502[%v509 : i32] : vector<4xf16>
      %v511 = arith.extf %v504 : f16 to f32
      %v512 = arith.addf %v500, %v511 fastmath<contract> : f32
      %v513 = arith.truncf %v512 : f32 to f16
      %v514 = arith.extf %v481 : f16 to f32
      %v515 = arith.subf %v514, %v201 fastmath<contract> : f32
      %v516 = arith.mulf %v515, %v441 fastmath<contract> : f32
      %v517 = arith.extf %v494 : f16 to f32
      %v518 = arith.mulf %v516, %v517 fastmath<contract> : f32
      %v519 = arith.extf %v506 : f16 to f32
      %v520 = arith.addf %v518, %v519 fastmath<contract> : f32
      %v521 = arith.truncf %v520 : f32 to f16
      %v522 = arith.extf %v483 : f16 to f32
      %v523 = arith.subf %v522, %v201 fastmath<contract> : f32
      %v524 = arith.mulf %v523, %v441 fastmath<contract> : f32
      %v525 = arith.extf %v496 : f16 to f32
      %v526 = arith.mulf %v524, %v525 fastmath<contract> : f32
      %v527 = arith.extf %v508 : f16 to f32
      %v528 = arith.addf %v526, %v527 fastmath<contract> : f32
      %v529 = arith.truncf %v528 : f32 to f16
      %v530 = arith.extf %v485 : f16 to f32
      %v531 = arith.subf %v530, %v201 fastmath<contract> : f32
      %v532 = arith.mulf %v531, %v441 fastmath<contract> : f32
      %v533 = arith.extf %v498 : f16 to f32
      %v534 = arith.mulf %v532, %v533 fastmath<contract> : f32
      %v535 = arith.extf %v510 : f16 to f32
      %v536 = arith.addf %v534, %v535 fastmath<contract> : f32
      %v537 = arith.truncf %v536 : f32 to f16
      %v538 = llvm.mlir.undef : vector<4xf16>
      %v539 = llvm.mlir.constant(0 : i32) : i32
      %v540 = llvm.insertelement %v513, %v538[%v539 : i32] : vector<4xf16>
      %v541 = llvm.mlir.constant(1 : i32) : i32
      %v542 = llvm.insertelement %v521, %v540[%v541 : i32] : vector<4xf16>
      %v543 = llvm.mlir.constant(2 : i32) : i32
      %v544 = llvm.insertelement %v529, %v542[%v543 : i32] : vector<4xf16>
      %v545 = llvm.mlir.constant(3 : i32) : i32
      %v546 = llvm.insertelement %v537, %v544[%v545 : i32] : vector<4xf16>
      %v547 = llvm.getelementptr %v4[%v475] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      llvm.store %v546, %v547 {alignment = 8 : i64} : vector<4xf16>, !llvm.ptr<1>
    }
    scf.for %v548 = %v467 to %a7 step %v449 : i32 {
      %v550 = arith.constant 0x0000 : f16
      %v551 = arith.constant 0x0000 : f16
      %v552 = arith.constant 0x0000 : f16
      %v553 = arith.muli %tidx, %c4 : index
      %v554 = arith.addi %v553, %c1 : index
      %v555 = arith.addi %v553, %c2 : index
      %v556 = arith.addi %v553, %c3 : index
      %v557 = arith.index_cast %v553 : index to i32
      %v558 = arith.addi %v548, %v557 : i32
      %v559 = llvm.getelementptr %v2[%v558] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v560 = arith.cmpi slt, %v558, %a7 : i32
      %v561 = llvm.mlir.undef : vector<4xf16>
      %v562 = llvm.mlir.constant(0 : i32) : i32
      %v563 = llvm.insertelement %v552, %v561[%v562 : i32] : vector<4xf16>
      %v564 = llvm.mlir.constant(1 : i32) : i32
      %v565 = llvm.insertelement %v552, %v563[%v564 : i32] : vector<4xf16>
      %v566 = llvm.mlir.constant(2 : i32) : i32
      %v567 = llvm.insertelement %v552, %v565[%v566 : i32] : vector<4xf16>
      %v568 = llvm.mlir.constant(3 : i32) : i32
      %v569 = llvm.insertelement %v552, %v567[%v568 : i32] : vector<4xf16>
      %v570 = scf.if %v560 -> (vector<4xf16>) {
        %v571 = llvm.load %v559 {alignment = 8 : i64} : !llvm.ptr<1> -> vector<4xf16>
        scf.yield %v571 : vector<4xf16>
      } else {
        scf.yield %v569 : vector<4xf16>
      }
      %v572 = llvm.mlir.constant(0 : i32) : i32
      %v573 = llvm.extractelement %v570[%v572 : i32] : vector<4xf16>
      %v574 = llvm.mlir.constant(1 : i32) : i32
      %v575 = llvm.extractelement %v570[%v574 : i32] : vector<4xf16>
      %v576 = llvm.mlir.constant(2 : i32) : i32
      %v577 = llvm.extractelement %v570[%v576 : i32] : vector<4xf16>
      %v578 = llvm.mlir.constant(3 : i32) : i32
      %v579 = llvm.extractelement %v570[%v578 : i32] : vector<4xf16>
      %v580 = arith.extf %v573 : f16 to f32
      %v581 = arith.subf %v580, %v201 fastmath<contract> : f32
      %v582 = arith.mulf %v581, %v441 fastmath<contract> : f32
      %v583 = llvm.getelementptr %a2[%v558] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v584 = llvm.mlir.undef : vector<4xf16>
      %v585 = llvm.mlir.constant(0 : i32) : i32
      %v586 = llvm.insertelement %v550, %v584[%v585 : i32] : vector<4xf16>
      %v587 = llvm.mlir.constant(1 : i32) : i32
      %v588 = llvm.insertelement %v550, %v586[%v587 : i32] : vector<4xf16>
      %v589 = llvm.mlir.constant(2 : i32) : i32
      %v590 = llvm.insertelement %v550, %v588[%v589 : i32] : vector<4xf16>
      %v591 = llvm.mlir.constant(3 : i32) : i32
      %v592 = llvm.insertelement %v550, %v590[%v591 : i32] : vector<4xf16>
      %v593 = scf.if %v560 -> (vector<4xf16>) {
        %v594 = llvm.load %v583 {alignment = 8 : i64} : !llvm.ptr<1> -> vector<4xf16>
        scf.yield %v594 : vector<4xf16>
      } else {
        scf.yield %v592 : vector<4xf16>
      }
      %v595 = llvm.mlir.constant(0 : i32) : i32
      %v596 = llvm.extractelement %v593[%v595 : i32] : vector<4xf16>
      %v597 = llvm.mlir.constant(1 : i32) : i32
      %v598 = llvm.extractelement %v593[%v597 : i32] : vector<4xf16>
      %v599 = llvm.mlir.constant(2 : i32) : i32
      %v600 = llvm.extractelement %v593[%v599 : i32] : vector<4xf16>
      %v601 = llvm.mlir.constant(3 : i32) : i32
      %v602 = llvm.extractelement %v593[%v601 : i32] : vector<4xf16>
      %v603 = arith.extf %v596 : f16 to f32
      %v604 = arith.mulf %v582, %v603 fastmath<contract> : f32
      %v605 = llvm.getelementptr %a3[%v558] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      %v606 = llvm.mlir.undef : vector<4xf16>
      %v607 = llvm.mlir.constant(0 : i32) : i32
      %v608 = llvm.insertelement %v551, %v606[%v607 : i32] : vector<4xf16>
      %v609 = llvm.mlir.constant(1 : i32) : i32
      %v610 = llvm.insertelement %v551, %v608[%v609 : i32] : vector<4xf16>
      %v611 = llvm.mlir.constant(2 : i32) : i32
      %v612 = llvm.insertelement %v551, %v610[%v611 : i32] : vector<4xf16>
      %v613 = llvm.mlir.constant(3 : i32) : i32
      %v614 = llvm.insertelement %v551, %v612[%v613 : i32] : vector<4xf16>
      %v615 = scf.if %v560 -> (vector<4xf16>) {
        %v616 = llvm.load %v605 {alignment = 8 : i64} : !llvm.ptr<1> -> vector<4xf16>
        scf.yield %v616 : vector<4xf16>
      } else {
        scf.yield %v614 : vector<4xf16>
      }
      %v617 = llvm.mlir.constant(0 : i32) : i32
      %v618 = llvm.extractelement %v615[%v617 : i32] : vector<4xf16>
      %v619 = llvm.mlir.constant(1 : i32) : i32
      %v620 = llvm.extractelement %v615[%v619 : i32] : vector<4xf16>
      %v621 = llvm.mlir.constant(2 : i32) : i32
      %v622 = llvm.extractelement %v615[%v621 : i32] : vector<4xf16>
      %v623 = llvm.mlir.constant(3 : i32) : i32
      %v624 = llvm.extractelement %v615[%v623 : i32] : vector<4xf16>
      %v625 = arith.extf %v618 : f16 to f32
      %v626 = arith.addf %v604, %v625 fastmath<contract> : f32
      %v627 = arith.truncf %v626 : f32 to f16
      %v628 = arith.extf %v575 : f16 to f32
      %v629 = arith.subf %v628, %v201 fastmath<contract> : f32
      %v630 = arith.mulf %v629, %v441 fastmath<contract> : f32
      %v631 = arith.extf %v598 : f16 to f32
      %v632 = arith.mulf %v630, %v631 fastmath<contract> : f32
      %v633 = arith.extf %v620 : f16 to f32
      %v634 = arith.addf %v632, %v633 fastmath<contract> : f32
      %v635 = arith.truncf %v634 : f32 to f16
      %v636 = arith.extf %v577 : f16 to f32
      %v637 = arith.subf %v636, %v201 fastmath<contract> : f32
      %v638 = arith.mulf %v637, %v441 fastmath<contract> : f32
      %v639 = arith.extf %v600 : f16 to f32
      %v640 = arith.mulf %v638, %v639 fastmath<contract> : f32
      %v641 = arith.extf %v622 : f16 to f32
      %v642 = arith.addf %v640, %v641 fastmath<contract> : f32
      %v643 = arith.truncf %v642 : f32 to f16
      %v644 = arith.extf %v579 : f16 to f32
      %v645 = arith.subf %v644, %v201 fastmath<contract> : f32
      %v646 = arith.mulf %v645, %v441 fastmath<contract> : f32
      %v647 = arith.extf %v602 : f16 to f32
      %v648 = arith.mulf %v646, %v647 fastmath<contract> : f32
      %v649 = arith.extf %v624 : f16 to f32
      %v650 = arith.addf %v648, %v649 fastmath<contract> : f32
      %v651 = arith.truncf %v650 : f32 to f16
      %v652 = llvm.mlir.undef : vector<4xf16>
      %v653 = llvm.mlir.constant(0 : i32) : i32
      %v654 = llvm.insertelement %v627, %v652[%v653 : i32] : vector<4xf16>
      %v655 = llvm.mlir.constant(1 : i32) : i32
      %v656 = llvm.insertelement %v635, %v654[%v655 : i32] : vector<4xf16>
      %v657 = llvm.mlir.constant(2 : i32) : i32
      %v658 = llvm.insertelement %v643, %v656[%v657 : i32] : vector<4xf16>
      %v659 = llvm.mlir.constant(3 : i32) : i32
      %v660 = llvm.insertelement %v651, %v658[%v659 : i32] : vector<4xf16>
      %v661 = llvm.getelementptr %v4[%v558] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
      scf.if %v560 {
        llvm.store %v660, %v661 {alignment = 8 : i64} : vector<4xf16>, !llvm.ptr<1>
      }
    }
    func.return
  }
}
