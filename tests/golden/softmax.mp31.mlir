module {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @llvm.exp2.f32(f32) -> f32
  llvm.func @llvm.musa.read.ptx.sreg.ctaid.x() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.ctaid.y() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.ctaid.z() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.nctaid.x() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.nctaid.y() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.nctaid.z() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.tid.x() -> i32
  llvm.func @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, !llvm.ptr<5>) -> i32
  llvm.func @llvm.musa.syncthreads.lm()
  func.func @softmax_kernel(%a0: !llvm.ptr<1>, %a1: !llvm.ptr<1>, %a2: i32, %a3: i32) {
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
    %sbuf28_off = arith.constant 0 : i32
    %sbuf28 = llvm.getelementptr %smem[%sbuf28_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %sbuf144_off = arith.constant 32 : i32
    %sbuf144 = llvm.getelementptr %smem[%sbuf144_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %v1 = arith.muli %pid0, %a2 : i32
    %v2 = llvm.getelementptr %a1[%v1] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v3 = arith.constant 0xFF800000 : f32
    %v4 = arith.muli %tidx, %c4 : index
    %v5 = arith.addi %v4, %c1 : index
    %v6 = arith.addi %v4, %c2 : index
    %v7 = arith.addi %v4, %c3 : index
    %v8 = arith.index_cast %v4 : index to i32
    %v9 = llvm.getelementptr %v2[%v8] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v10 = arith.cmpi slt, %v8, %a3 : i32
    %v11 = scf.if %v10 -> (f32) {
      %v12 = llvm.load %v9 : !llvm.ptr<1> -> f32
      scf.yield %v12 : f32
    } else {
      scf.yield %v3 : f32
    }
    %v13 = arith.index_cast %v5 : index to i32
    %v14 = llvm.getelementptr %v2[%v13] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v15 = arith.cmpi slt, %v13, %a3 : i32
    %v16 = scf.if %v15 -> (f32) {
      %v17 = llvm.load %v14 : !llvm.ptr<1> -> f32
      scf.yield %v17 : f32
    } else {
      scf.yield %v3 : f32
    }
    %v18 = arith.index_cast %v6 : index to i32
    %v19 = llvm.getelementptr %v2[%v18] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v20 = arith.cmpi slt, %v18, %a3 : i32
    %v21 = scf.if %v20 -> (f32) {
      %v22 = llvm.load %v19 : !llvm.ptr<1> -> f32
      scf.yield %v22 : f32
    } else {
      scf.yield %v3 : f32
    }
    %v23 = arith.index_cast %v7 : index to i32
    %v24 = llvm.getelementptr %v2[%v23] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v25 = arith.cmpi slt, %v23, %a3 : i32
    %v26 = scf.if %v25 -> (f32) {
      %v27 = llvm.load %v24 : !llvm.ptr<1> -> f32
      scf.yield %v27 : f32
    } else {
      scf.yield %v3 : f32
    }
    %v29 = arith.remui %tidx, %c256 : index
    %v30 = arith.divui %tidx, %c256 : index
    %v31 = arith.cmpi ult, %v30, %c1 : index
    %v32 = arith.select %v31, %v30, %c0 : index
    %v33 = arith.constant 0xFF800000 : f32
    %v34 = arith.muli %tidx, %c4 : index
    %v35 = arith.addi %v34, %c1 : index
    %v36 = arith.addi %v34, %c2 : index
    %v37 = arith.addi %v34, %c3 : index
    %v38 = arith.maxnumf %v33, %v11 : f32
    %v39 = arith.maxnumf %v38, %v16 : f32
    %v40 = arith.maxnumf %v39, %v21 : f32
    %v41 = arith.maxnumf %v40, %v26 : f32
    %v42 = arith.bitcast %v41 : f32 to i32
    %v43 = arith.constant 16 : i32
    %v44 = arith.constant 12319 : i32
    %v45 = llvm.mlir.zero : !llvm.ptr<5>
    %v46 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v42, %v43, %v44, %v45) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v47 = arith.bitcast %v46 : i32 to f32
    %v48 = arith.maxnumf %v41, %v47 : f32
    %v49 = arith.bitcast %v48 : f32 to i32
    %v50 = arith.constant 8 : i32
    %v51 = arith.constant 12319 : i32
    %v52 = llvm.mlir.zero : !llvm.ptr<5>
    %v53 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v49, %v50, %v51, %v52) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v54 = arith.bitcast %v53 : i32 to f32
    %v55 = arith.maxnumf %v48, %v54 : f32
    %v56 = arith.bitcast %v55 : f32 to i32
    %v57 = arith.constant 4 : i32
    %v58 = arith.constant 12319 : i32
    %v59 = llvm.mlir.zero : !llvm.ptr<5>
    %v60 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v56, %v57, %v58, %v59) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v61 = arith.bitcast %v60 : i32 to f32
    %v62 = arith.maxnumf %v55, %v61 : f32
    %v63 = arith.bitcast %v62 : f32 to i32
    %v64 = arith.constant 2 : i32
    %v65 = arith.constant 12319 : i32
    %v66 = llvm.mlir.zero : !llvm.ptr<5>
    %v67 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v63, %v64, %v65, %v66) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v68 = arith.bitcast %v67 : i32 to f32
    %v69 = arith.maxnumf %v62, %v68 : f32
    %v70 = arith.bitcast %v69 : f32 to i32
    %v71 = arith.constant 1 : i32
    %v72 = arith.constant 12319 : i32
    %v73 = llvm.mlir.zero : !llvm.ptr<5>
    %v74 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v70, %v71, %v72, %v73) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v75 = arith.bitcast %v74 : i32 to f32
    %v76 = arith.maxnumf %v69, %v75 : f32
    %v77 = arith.divui %v29, %c32 : index
    %v78 = arith.remui %tidx, %c32 : index
    %v79 = arith.cmpi eq, %v78, %c0 : index
    %v80 = arith.muli %v30, %c8 : index
    %v81 = arith.addi %v80, %v77 : index
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    scf.if %v79 {
      %v82 = arith.index_cast %v81 : index to i32
      %v83 = llvm.getelementptr %sbuf28[%v82] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %v76, %v83 : f32, !llvm.ptr<3>
    }
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v84 = arith.index_cast %v80 : index to i32
    %v85 = llvm.getelementptr %sbuf28[%v84] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v86 = llvm.load %v85 : !llvm.ptr<3> -> f32
    %v87 = arith.addi %v80, %c1 : index
    %v88 = arith.index_cast %v87 : index to i32
    %v89 = llvm.getelementptr %sbuf28[%v88] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v90 = llvm.load %v89 : !llvm.ptr<3> -> f32
    %v91 = arith.maxnumf %v86, %v90 : f32
    %v92 = arith.addi %v80, %c2 : index
    %v93 = arith.index_cast %v92 : index to i32
    %v94 = llvm.getelementptr %sbuf28[%v93] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v95 = llvm.load %v94 : !llvm.ptr<3> -> f32
    %v96 = arith.maxnumf %v91, %v95 : f32
    %v97 = arith.addi %v80, %c3 : index
    %v98 = arith.index_cast %v97 : index to i32
    %v99 = llvm.getelementptr %sbuf28[%v98] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v100 = llvm.load %v99 : !llvm.ptr<3> -> f32
    %v101 = arith.maxnumf %v96, %v100 : f32
    %v102 = arith.addi %v80, %c4 : index
    %v103 = arith.index_cast %v102 : index to i32
    %v104 = llvm.getelementptr %sbuf28[%v103] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v105 = llvm.load %v104 : !llvm.ptr<3> -> f32
    %v106 = arith.maxnumf %v101, %v105 : f32
    %v107 = arith.addi %v80, %c5 : index
    %v108 = arith.index_cast %v107 : index to i32
    %v109 = llvm.getelementptr %sbuf28[%v108] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v110 = llvm.load %v109 : !llvm.ptr<3> -> f32
    %v111 = arith.maxnumf %v106, %v110 : f32
    %v112 = arith.addi %v80, %c6 : index
    %v113 = arith.index_cast %v112 : index to i32
    %v114 = llvm.getelementptr %sbuf28[%v113] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v115 = llvm.load %v114 : !llvm.ptr<3> -> f32
    %v116 = arith.maxnumf %v111, %v115 : f32
    %v117 = arith.addi %v80, %c7 : index
    %v118 = arith.index_cast %v117 : index to i32
    %v119 = llvm.getelementptr %sbuf28[%v118] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v120 = llvm.load %v119 : !llvm.ptr<3> -> f32
    %v121 = arith.maxnumf %v116, %v120 : f32
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v122 = arith.muli %tidx, %c4 : index
    %v123 = arith.addi %v122, %c1 : index
    %v124 = arith.addi %v122, %c2 : index
    %v125 = arith.addi %v122, %c3 : index
    %v126 = arith.subf %v11, %v121 fastmath<contract> : f32
    %v127 = arith.constant 0x3FB8AA3B : f32
    %v128 = arith.mulf %v126, %v127 : f32
    %v129 = llvm.call @llvm.exp2.f32(%v128) : (f32) -> f32
    %v130 = arith.subf %v16, %v121 fastmath<contract> : f32
    %v131 = arith.constant 0x3FB8AA3B : f32
    %v132 = arith.mulf %v130, %v131 : f32
    %v133 = llvm.call @llvm.exp2.f32(%v132) : (f32) -> f32
    %v134 = arith.subf %v21, %v121 fastmath<contract> : f32
    %v135 = arith.constant 0x3FB8AA3B : f32
    %v136 = arith.mulf %v134, %v135 : f32
    %v137 = llvm.call @llvm.exp2.f32(%v136) : (f32) -> f32
    %v138 = arith.subf %v26, %v121 fastmath<contract> : f32
    %v139 = arith.constant 0x3FB8AA3B : f32
    %v140 = arith.mulf %v138, %v139 : f32
    %v141 = llvm.call @llvm.exp2.f32(%v140) : (f32) -> f32
    %v142 = arith.muli %pid0, %a2 : i32
    %v143 = llvm.getelementptr %a0[%v142] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v145 = arith.remui %tidx, %c256 : index
    %v146 = arith.divui %tidx, %c256 : index
    %v147 = arith.cmpi ult, %v146, %c1 : index
    %v148 = arith.select %v147, %v146, %c0 : index
    %v149 = arith.constant 0.0 : f32
    %v150 = arith.muli %tidx, %c4 : index
    %v151 = arith.addi %v150, %c1 : index
    %v152 = arith.addi %v150, %c2 : index
    %v153 = arith.addi %v150, %c3 : index
    %v154 = arith.addf %v149, %v129 fastmath<reassoc> : f32
    %v155 = arith.addf %v154, %v133 fastmath<reassoc> : f32
    %v156 = arith.addf %v155, %v137 fastmath<reassoc> : f32
    %v157 = arith.addf %v156, %v141 fastmath<reassoc> : f32
    %v158 = arith.bitcast %v157 : f32 to i32
    %v159 = arith.constant 16 : i32
    %v160 = arith.constant 12319 : i32
    %v161 = llvm.mlir.zero : !llvm.ptr<5>
    %v162 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v158, %v159, %v160, %v161) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v163 = arith.bitcast %v162 : i32 to f32
    %v164 = arith.addf %v157, %v163 fastmath<reassoc> : f32
    %v165 = arith.bitcast %v164 : f32 to i32
    %v166 = arith.constant 8 : i32
    %v167 = arith.constant 12319 : i32
    %v168 = llvm.mlir.zero : !llvm.ptr<5>
    %v169 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v165, %v166, %v167, %v168) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v170 = arith.bitcast %v169 : i32 to f32
    %v171 = arith.addf %v164, %v170 fastmath<reassoc> : f32
    %v172 = arith.bitcast %v171 : f32 to i32
    %v173 = arith.constant 4 : i32
    %v174 = arith.constant 12319 : i32
    %v175 = llvm.mlir.zero : !llvm.ptr<5>
    %v176 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v172, %v173, %v174, %v175) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v177 = arith.bitcast %v176 : i32 to f32
    %v178 = arith.addf %v171, %v177 fastmath<reassoc> : f32
    %v179 = arith.bitcast %v178 : f32 to i32
    %v180 = arith.constant 2 : i32
    %v181 = arith.constant 12319 : i32
    %v182 = llvm.mlir.zero : !llvm.ptr<5>
    %v183 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v179, %v180, %v181, %v182) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v184 = arith.bitcast %v183 : i32 to f32
    %v185 = arith.addf %v178, %v184 fastmath<reassoc> : f32
    %v186 = arith.bitcast %v185 : f32 to i32
    %v187 = arith.constant 1 : i32
    %v188 = arith.constant 12319 : i32
    %v189 = llvm.mlir.zero : !llvm.ptr<5>
    %v190 = llvm.call @llvm.musa.shfl.xor.sync.i32(%v186, %v187, %v188, %v189) : (i32, i32, i32, !llvm.ptr<5>) -> i32
    %v191 = arith.bitcast %v190 : i32 to f32
    %v192 = arith.addf %v185, %v191 fastmath<reassoc> : f32
    %v193 = arith.divui %v145, %c32 : index
    %v194 = arith.remui %tidx, %c32 : index
    %v195 = arith.cmpi eq, %v194, %c0 : index
    %v196 = arith.muli %v146, %c8 : index
    %v197 = arith.addi %v196, %v193 : index
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    scf.if %v195 {
      %v198 = arith.index_cast %v197 : index to i32
      %v199 = llvm.getelementptr %sbuf144[%v198] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %v192, %v199 : f32, !llvm.ptr<3>
    }
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v200 = arith.index_cast %v196 : index to i32
    %v201 = llvm.getelementptr %sbuf144[%v200] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v202 = llvm.load %v201 : !llvm.ptr<3> -> f32
    %v203 = arith.addi %v196, %c1 : index
    %v204 = arith.index_cast %v203 : index to i32
    %v205 = llvm.getelementptr %sbuf144[%v204] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v206 = llvm.load %v205 : !llvm.ptr<3> -> f32
    %v207 = arith.addf %v202, %v206 fastmath<reassoc> : f32
    %v208 = arith.addi %v196, %c2 : index
    %v209 = arith.index_cast %v208 : index to i32
    %v210 = llvm.getelementptr %sbuf144[%v209] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v211 = llvm.load %v210 : !llvm.ptr<3> -> f32
    %v212 = arith.addf %v207, %v211 fastmath<reassoc> : f32
    %v213 = arith.addi %v196, %c3 : index
    %v214 = arith.index_cast %v213 : index to i32
    %v215 = llvm.getelementptr %sbuf144[%v214] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v216 = llvm.load %v215 : !llvm.ptr<3> -> f32
    %v217 = arith.addf %v212, %v216 fastmath<reassoc> : f32
    %v218 = arith.addi %v196, %c4 : index
    %v219 = arith.index_cast %v218 : index to i32
    %v220 = llvm.getelementptr %sbuf144[%v219] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v221 = llvm.load %v220 : !llvm.ptr<3> -> f32
    %v222 = arith.addf %v217, %v221 fastmath<reassoc> : f32
    %v223 = arith.addi %v196, %c5 : index
    %v224 = arith.index_cast %v223 : index to i32
    %v225 = llvm.getelementptr %sbuf144[%v224] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v226 = llvm.load %v225 : !llvm.ptr<3> -> f32
    %v227 = arith.addf %v222, %v226 fastmath<reassoc> : f32
    %v228 = arith.addi %v196, %c6 : index
    %v229 = arith.index_cast %v228 : index to i32
    %v230 = llvm.getelementptr %sbuf144[%v229] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v231 = llvm.load %v230 : !llvm.ptr<3> -> f32
    %v232 = arith.addf %v227, %v231 fastmath<reassoc> : f32
    %v233 = arith.addi %v196, %c7 : index
    %v234 = arith.index_cast %v233 : index to i32
    %v235 = llvm.getelementptr %sbuf144[%v234] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v236 = llvm.load %v235 : !llvm.ptr<3> -> f32
    %v237 = arith.addf %v232, %v236 fastmath<reassoc> : f32
    llvm.call @llvm.musa.syncthreads.lm() : () -> ()
    %v238 = arith.muli %tidx, %c4 : index
    %v239 = arith.addi %v238, %c1 : index
    %v240 = arith.addi %v238, %c2 : index
    %v241 = arith.addi %v238, %c3 : index
    %v242 = arith.index_cast %v238 : index to i32
    %v243 = llvm.getelementptr %v143[%v242] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v244 = arith.divf %v129, %v237 : f32
    %v245 = arith.cmpi slt, %v242, %a3 : i32
    scf.if %v245 {
      llvm.store %v244, %v243 : f32, !llvm.ptr<1>
    }
    %v246 = arith.index_cast %v239 : index to i32
    %v247 = llvm.getelementptr %v143[%v246] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v248 = arith.divf %v133, %v237 : f32
    %v249 = arith.cmpi slt, %v246, %a3 : i32
    scf.if %v249 {
      llvm.store %v248, %v247 : f32, !llvm.ptr<1>
    }
    %v250 = arith.index_cast %v240 : index to i32
    %v251 = llvm.getelementptr %v143[%v250] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v252 = arith.divf %v137, %v237 : f32
    %v253 = arith.cmpi slt, %v250, %a3 : i32
    scf.if %v253 {
      llvm.store %v252, %v251 : f32, !llvm.ptr<1>
    }
    %v254 = arith.index_cast %v241 : index to i32
    %v255 = llvm.getelementptr %v143[%v254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v256 = arith.divf %v141, %v237 : f32
    %v257 = arith.cmpi slt, %v254, %a3 : i32
    scf.if %v257 {
      llvm.store %v256, %v255 : f32, !llvm.ptr<1>
    }
    func.return
  }
}
